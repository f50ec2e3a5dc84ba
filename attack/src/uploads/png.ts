import { crc32, createDeflate, deflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))), 0);
  return Buffer.concat([head, data, crc]);
}

/** IHDR of an 8-bit greyscale image of the given size. */
function header(width: number, height: number) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8);
  return chunk('IHDR', data);
}

/** A valid 1×1 grey PNG; `text` adds a tEXt comment (how a polyglot hides its payload). */
export function tinyPng(text?: string) {
  const parts = [signature, header(1, 1)];
  if (text) parts.push(chunk('tEXt', Buffer.from(`Comment\u0000${text}`, 'latin1')));
  parts.push(chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/**
 * A pixel bomb: a real PNG of `side`×`side` black pixels (400 megapixels for 20000), whose rows deflate to a few
 * hundred KB. Built row by row, so the test never holds the decoded image.
 */
export async function pixelBombPng(side = 20_000) {
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve) => deflate.once('end', resolve));
  const row = Buffer.alloc(side + 1);
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    signature,
    header(side, side),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Only the header of a huge PNG: it claims `side`×`side` pixels and then ends. */
export function pixelBombHeader(side = 20_000) {
  return Buffer.concat([
    signature,
    header(side, side),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
