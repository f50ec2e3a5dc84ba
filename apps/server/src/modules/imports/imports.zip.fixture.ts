import { constants, crc32, deflateRawSync } from 'node:zlib';
import { endOfCentralDirectory, localFileHeader } from './import-zip-records.ts';

/** One deflated entry of a test archive; `declaredSize` makes its headers lie about what it inflates to. */
export type ZipPart = { name: string; compressed: Buffer; size: number; crc32: number; declaredSize?: number };

/** A part holding `text`, deflated. */
export function textPart(name: string, text: string): ZipPart {
  const bytes = Buffer.from(text, 'utf8');
  return { name, compressed: deflateRawSync(bytes), size: bytes.length, crc32: crc32(bytes) };
}

/**
 * A part of `head`, then `unit` repeated `times`, then `tail`, deflated without ever holding the whole text:
 * each piece is deflated on its own up to a full flush (so the pieces can be chained) and the repeated piece
 * is deflated once and chained `times` times. 1 MB of one letter deflates to about 1 KB: a ~1000:1 bomb.
 */
export function repeatedPart({
  name,
  head,
  unit,
  times,
  tail,
}: {
  name: string;
  head: string;
  unit: string;
  times: number;
  tail: string;
}): ZipPart {
  const [headBytes, unitBytes, tailBytes] = [head, unit, tail].map((text) => Buffer.from(text, 'utf8')) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
  const unitDeflated = flushed(unitBytes);
  let checksum = crc32(headBytes);
  for (let index = 0; index < times; index += 1) checksum = crc32(unitBytes, checksum);
  checksum = crc32(tailBytes, checksum);
  return {
    name,
    compressed: Buffer.concat([
      flushed(headBytes),
      ...Array.from({ length: times }, () => unitDeflated),
      deflateRawSync(tailBytes),
    ]),
    size: headBytes.length + unitBytes.length * times + tailBytes.length,
    crc32: checksum,
  };
}

function centralDirectoryHeader(part: ZipPart, declaredSize: number, offset: number): Buffer {
  const name = Buffer.from(part.name, 'utf8');
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(0x0800, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt32LE(part.crc32 >>> 0, 16);
  header.writeUInt32LE(part.compressed.length, 20);
  header.writeUInt32LE(declaredSize, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** A ZIP of deflated parts whose local headers and central directory both state `declaredSize ?? size`. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const declaredSize = part.declaredSize ?? part.size;
    const header = localFileHeader({
      name: part.name,
      method: 'deflated',
      crc32: part.crc32,
      compressedSize: part.compressed.length,
      uncompressedSize: declaredSize,
    });
    directory.push(centralDirectoryHeader(part, declaredSize, offset));
    chunks.push(header, part.compressed);
    offset += header.length + part.compressed.length;
  }
  const directoryBytes = directory.reduce((sum, record) => sum + record.length, 0);
  return Buffer.concat([
    ...chunks,
    ...directory,
    endOfCentralDirectory({ entries: parts.length, directoryBytes, offset }),
  ]);
}

/** The SpreadsheetML namespace of worksheets, workbooks and shared strings. */
export const spreadsheetMain = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeDocument = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A worksheet whose rows are lists of shared-string indexes, from column A on. */
export function sheetXml(rows: number[][], padding = ''): string {
  const cells = (row: number[], r: number) =>
    row.map((index, column) => `<c r="${String.fromCharCode(65 + column)}${r}" t="s"><v>${index}</v></c>`).join('');
  const body = rows.map((row, index) => `<row r="${index + 1}">${cells(row, index + 1)}</row>`).join('');
  return `<worksheet xmlns="${spreadsheetMain}"><sheetData>${body}</sheetData>${padding}</worksheet>`;
}

/** A shared strings part holding `strings`. */
export const sharedStringsXml = (strings: string[]) =>
  `<sst xmlns="${spreadsheetMain}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`;

/** The parts of a minimal valid workbook around a given worksheet and shared strings part. */
export function workbookParts({ sheet, sharedStrings }: { sheet: ZipPart; sharedStrings?: ZipPart }): ZipPart[] {
  return [
    textPart(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    textPart(
      '_rels/.rels',
      `<Relationships xmlns="${relationships}"><Relationship Id="rId1" ` +
        `Type="${officeDocument}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    textPart(
      'xl/workbook.xml',
      `<workbook xmlns="${spreadsheetMain}" xmlns:r="${officeDocument}"><sheets>` +
        '<sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    textPart(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${relationships}">` +
        `<Relationship Id="rId1" Type="${officeDocument}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${officeDocument}/sharedStrings" Target="sharedStrings.xml"/>` +
        '</Relationships>',
    ),
    ...(sharedStrings ? [sharedStrings] : []),
    sheet,
  ];
}

/** A customers workbook: a Name header and one customer, with a normal shared strings part. */
export const customersWorkbook = (customer: string) =>
  workbookParts({
    sheet: textPart('xl/worksheets/sheet1.xml', sheetXml([[0], [1]])),
    sharedStrings: textPart('xl/sharedStrings.xml', sharedStringsXml(['Name', customer])),
  });

const megabyte = 1024 * 1024;

/**
 * The attack file: a customers workbook whose shared strings hold `megabytes` MB of one letter in one string,
 * deflated ~1000:1 (400 MB fits in about 400 KB).
 */
export const sharedStringsBomb = (megabytes: number) =>
  repeatedPart({
    name: 'xl/sharedStrings.xml',
    head: `<sst xmlns="${spreadsheetMain}"><si><t>Name</t></si><si><t>`,
    unit: 'A'.repeat(megabyte),
    times: megabytes,
    tail: '</t></si></sst>',
  });
