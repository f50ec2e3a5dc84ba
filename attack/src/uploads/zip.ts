import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of a zip: its name, its content as chunks (generated lazily), and optionally a lie about its size. */
export type ZipEntry = {
  name: string;
  content: () => Iterable<Uint8Array>;
  /** Written into both headers instead of the real uncompressed size. */
  declaredSize?: number;
};

/** Deflates one entry chunk by chunk: the compressed bytes, the CRC-32 and the real size, never the whole content. */
async function deflateEntry(entry: ZipEntry) {
  const deflate = createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const piece of entry.content()) {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(compressed), crc, size };
}

/** 2020-01-01 in the zip headers' DOS date format. */
const dosDate = ((2020 - 1980) << 9) | (1 << 5) | 1;

/** A zip archive (deflate, no zip64) built streaming, so a 400 MB member costs the test only its compressed size. */
export async function buildZip(entries: ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = await deflateEntry(entry);
    const name = Buffer.from(entry.name, 'utf8');
    const declared = entry.declaredSize ?? size;
    // Local header and central directory repeat the same fields (version … name length), at offsets 4 and 6.
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt16LE(0, at + 6);
      header.writeUInt16LE(dosDate, at + 8);
      header.writeUInt32LE(crc >>> 0, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(declared, at + 18);
      header.writeUInt16LE(name.length, at + 22);
      return header;
    };
    const local = common(Buffer.alloc(30), 4);
    local.writeUInt32LE(0x04034b50, 0);
    const central = common(Buffer.alloc(46), 6);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const text = (value: string) => () => [Buffer.from(value, 'utf8')];

/** `count` chunks of `unit` repeated up to about 1 MB each: a huge, very compressible text. */
function* repeated({ head, unit, count, tail }: { head: string; unit: string; count: number; tail: string }) {
  yield Buffer.from(head, 'utf8');
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  const block = Buffer.from(unit.repeat(perChunk), 'utf8');
  let left = count;
  while (left >= perChunk) {
    yield block;
    left -= perChunk;
  }
  if (left > 0) yield Buffer.from(unit.repeat(left), 'utf8');
  yield Buffer.from(tail, 'utf8');
}

/** The parts of a minimal workbook whose first sheet has a Name column of shared strings. */
function workbookParts(sharedStrings: ZipEntry): ZipEntry[] {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  // The header is shared string 0 ("Name"); the rows are inline, so they never depend on the bulk of the part.
  const rows = [
    '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
    ...Array.from(
      { length: 4 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>Attack customer ${i + 1}</t></is></c></row>`,
    ),
  ];
  return [
    {
      name: '[Content_Types].xml',
      content: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      content: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      content: text(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets>` +
          '<sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    // Shared strings before the sheet: a streaming reader has them when it reads the rows, and meets the bomb first.
    sharedStrings,
    {
      name: 'xl/worksheets/sheet1.xml',
      content: text(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${rows.join('')}</sheetData></worksheet>`,
      ),
    },
  ];
}

/** A shared-strings part of about `megabytes` MB: "Name" then one long repeated string. */
function sharedStringsOf(megabytes: number, declaredSize?: number): ZipEntry {
  const unit = `<si><t>${'A'.repeat(1000)}</t></si>`;
  const count = Math.floor((megabytes * 1024 * 1024) / unit.length);
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return {
    name: 'xl/sharedStrings.xml',
    content: () =>
      repeated({
        head: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}" count="${count + 1}" uniqueCount="${count + 1}"><si><t>Name</t></si>`,
        unit,
        count,
        tail: '</sst>',
      }),
    ...(declaredSize !== undefined ? { declaredSize } : {}),
  };
}

/** An XLSX whose shared strings expand to about `megabytes` MB (400 by default) from well under 1 MB. */
export const xlsxZipBomb = (megabytes = 400) => buildZip(workbookParts(sharedStringsOf(megabytes)));

/** An XLSX whose shared strings claim to be 1 KB in both zip headers but inflate to `megabytes` MB. */
export const xlsxLyingSizes = (megabytes = 200) => buildZip(workbookParts(sharedStringsOf(megabytes, 1024)));

/** A plain, small, valid XLSX of customers (the control: the upload path itself works). */
export const xlsxSmall = () => buildZip(workbookParts(sharedStringsOf(0)));
