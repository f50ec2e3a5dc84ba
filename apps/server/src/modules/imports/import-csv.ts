import Papa from 'papaparse';
import type { RowSink } from './import-rows.ts';

/** Streams the records of CSV text (delimiter guessed among , ; tab |) to `onRow` until it says stop. */
export function readCsvRows({ text, onRow }: { text: string; onRow: RowSink }): void {
  let records = 0;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      records += 1;
      // Stop reading as soon as the file is known to be refused: memory stays bounded.
      if (onRow({ rowNumber: records, cells: result.data.entries() }) === 'stop') parser.abort();
    },
  });
}
