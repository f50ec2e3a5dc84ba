/** What a ZIP local file header says about the entry that follows it. */
export type LocalEntry = {
  name: string;
  method: 'stored' | 'deflated';
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
};

const methodCodes = { stored: 0, deflated: 8 } as const;
/** General purpose flag bit 11: the entry name is UTF-8. */
const utf8Names = 0x0800;

/** A ZIP local file header (APPNOTE 4.3.7), sizes known up front, so no data descriptor follows the data. */
export function localFileHeader(entry: LocalEntry): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(utf8Names, 6);
  header.writeUInt16LE(methodCodes[entry.method], 8);
  header.writeUInt32LE(entry.crc32 >>> 0, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** A ZIP end of central directory record (APPNOTE 4.3.16) for a directory of `entries` at `offset`. */
export function endOfCentralDirectory({
  entries = 0,
  directoryBytes = 0,
  offset = 0,
}: {
  entries?: number;
  directoryBytes?: number;
  offset?: number;
} = {}): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(entries, 8);
  record.writeUInt16LE(entries, 10);
  record.writeUInt32LE(directoryBytes, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}
