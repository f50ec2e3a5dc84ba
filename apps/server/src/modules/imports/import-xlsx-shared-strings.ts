import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';

/** Excel's own limit on the text of one cell; longer text only comes from a crafted file. */
const maxCellCharacters = 32_767;

/**
 * Text cut to Excel's cell limit. The cut is copied out: V8's slice would keep the whole original alive (up to
 * the part cap) for as long as the cell is kept.
 */
export function withinCellLimit(text: string): string {
  if (text.length <= maxCellCharacters) return text;
  return Buffer.from(text.slice(0, maxCellCharacters), 'utf16le').toString('utf16le');
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * The workbook's shared strings as plain text, in order: rich-text runs joined, phonetic hints (`rPh`) left out.
 * Parsed here rather than by exceljs, which keeps an object per rich-text run and font (about 20 times the
 * part's size in memory); plain strings cost about their length.
 */
export async function readSharedStrings(chunks: AsyncIterable<Buffer>): Promise<string[]> {
  const strings: string[] = [];
  const parser = new SaxesParser();
  let text: string | undefined;
  let inText = false;
  let inPhonetic = false;
  parser.on('opentag', ({ name }) => {
    const tag = localName(name);
    if (tag === 'si') text = '';
    else if (tag === 't') inText = true;
    else if (tag === 'rPh') inPhonetic = true;
  });
  parser.on('text', (value) => {
    if (text === undefined || !inText || inPhonetic || text.length >= maxCellCharacters) return;
    text = withinCellLimit(text + value);
  });
  parser.on('closetag', ({ name }) => {
    const tag = localName(name);
    if (tag === 't') inText = false;
    else if (tag === 'rPh') inPhonetic = false;
    else if (tag === 'si' && text !== undefined) {
      strings.push(text);
      text = undefined;
    }
  });
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) parser.write(decoder.write(chunk));
  parser.write(decoder.end());
  parser.close();
  return strings;
}
