import { pixelBombHeader, pixelBombPng, tinyPng } from './png.ts';
import { buildZip, xlsxLyingSizes, xlsxSmall, xlsxZipBomb } from './zip.ts';

/** A file an attacker uploads: what it is, how it is named and labelled, and its bytes (built when needed). */
export type HostileFile = {
  kind: string;
  fileName: string;
  contentType: string;
  bytes: () => Promise<Buffer> | Buffer;
  /** Costly to build or to send: only the uploads part sends it, the fuzzer does not. */
  heavy?: boolean;
};

const svg =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
  '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';

/** The payload a polyglot hides; it must never come back from the server. */
export const polyglotPayload = '<script>alert("polyglot")</script>';

/** A PNG that is also an HTML page: a script in a text chunk and an HTML tail after IEND. */
const polyglot = () =>
  Buffer.concat([tinyPng(polyglotPayload), Buffer.from(`<html><body>${polyglotPayload}</body></html>`)]);

export const hostileImages: HostileFile[] = [
  {
    kind: 'PNG pixel bomb 20000×20000',
    fileName: 'bomb.png',
    contentType: 'image/png',
    bytes: () => pixelBombPng(),
    heavy: true,
  },
  {
    kind: 'PNG header claiming 20000×20000',
    fileName: 'header.png',
    contentType: 'image/png',
    bytes: () => pixelBombHeader(),
  },
  { kind: 'SVG with script', fileName: 'x.svg', contentType: 'image/svg+xml', bytes: () => Buffer.from(svg) },
  { kind: 'SVG labelled PNG', fileName: 'x.png', contentType: 'image/png', bytes: () => Buffer.from(svg) },
  { kind: 'PNG/HTML polyglot', fileName: 'poly.png', contentType: 'image/png', bytes: polyglot },
  { kind: 'truncated PNG', fileName: 'cut.png', contentType: 'image/png', bytes: () => tinyPng().subarray(0, 30) },
  {
    kind: 'garbage labelled JPEG',
    fileName: 'x.jpg',
    contentType: 'image/jpeg',
    bytes: () => Buffer.from('\u0000\u0001not a jpeg'.repeat(50)),
  },
  { kind: 'empty file', fileName: 'empty.png', contentType: 'image/png', bytes: () => Buffer.alloc(0) },
  {
    kind: 'NUL and traversal in file name',
    fileName: '../../a\u0000b.png',
    contentType: 'image/png',
    bytes: () => tinyPng(),
  },
];

/** A workbook of 2000 tiny parts (more than any real one has). */
const manyParts = () =>
  buildZip(Array.from({ length: 2000 }, (_, i) => ({ name: `xl/p${i}.xml`, content: () => [Buffer.from('<a/>')] })));

/** Nested entity expansion (billion laughs) in a shared-strings part. */
const billionLaughs = () => {
  const entities = ['<!ENTITY l0 "lol">'];
  for (let i = 1; i < 10; i += 1) entities.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  const xml = `<?xml version="1.0"?><!DOCTYPE sst [${entities.join('')}]><sst><si><t>&l9;</t></si></sst>`;
  return buildZip([{ name: 'xl/sharedStrings.xml', content: () => [Buffer.from(xml)] }]);
};

export const hostileSpreadsheets: HostileFile[] = [
  {
    kind: 'XLSX zip bomb (400 MB shared strings)',
    fileName: 'bomb.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: () => xlsxZipBomb(),
    heavy: true,
  },
  {
    kind: 'XLSX whose zip sizes lie (1 KB declared, 200 MB real)',
    fileName: 'lying.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: () => xlsxLyingSizes(),
    heavy: true,
  },
  {
    kind: 'XLSX of 2000 parts',
    fileName: 'parts.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: manyParts,
  },
  {
    kind: 'XLSX billion laughs',
    fileName: 'laughs.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: billionLaughs,
  },
  {
    kind: 'truncated XLSX',
    fileName: 'cut.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: async () => (await xlsxSmall()).subarray(0, 900),
  },
  {
    kind: 'binary labelled CSV',
    fileName: 'x.csv',
    contentType: 'text/csv',
    bytes: () => Buffer.from('Name\n\u0000\u0001\u0002binary\n'),
  },
  {
    kind: 'PNG labelled XLSX',
    fileName: 'x.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: () => tinyPng(),
  },
  {
    kind: 'CSV with NUL in a cell',
    fileName: 'nul.csv',
    contentType: 'text/csv',
    bytes: () => Buffer.from('Name,Note\nA\u0000B,x\n'),
  },
];

/**
 * What a support ticket's attachments are sent (issue 15): the hostile images (re-encoded or refused), and files that
 * are none of image, PDF or plain text whatever they claim, or too large.
 */
export const hostileAttachments: HostileFile[] = [
  ...hostileImages,
  {
    kind: 'ZIP archive labelled text',
    fileName: 'logs.txt',
    contentType: 'text/plain',
    bytes: async () => (await xlsxSmall()).subarray(0),
  },
  {
    kind: 'ELF program labelled log',
    fileName: 'tracker.log',
    contentType: 'text/plain',
    bytes: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 0)]),
  },
  {
    kind: 'text file of 11 MB',
    fileName: 'huge.log',
    contentType: 'text/plain',
    bytes: () => Buffer.alloc(11 * 1024 * 1024, 'a'),
    heavy: true,
  },
];
