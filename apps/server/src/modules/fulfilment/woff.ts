import { inflateSync } from 'node:zlib';

// A WOFF (1.0) font as the plain TrueType/OpenType file it wraps: each table inflated once. The print
// files embed the editor's WOFF fonts; given the WOFF, the PDF library's font parser inflated every table
// again for every print file, which was most of a print file's cost (decision 0033).

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/** Whether the bytes are a WOFF 1.0 font. */
export function isWoff(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 44 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32BE(0) === WOFF_SIGNATURE
  );
}

/** The sfnt (TrueType/OpenType) file of a WOFF 1.0 font; other bytes are answered as they are. */
export function woffToSfnt(bytes: Buffer): Buffer {
  if (!isWoff(bytes)) return bytes;
  const flavor = bytes.readUInt32BE(4);
  const numTables = bytes.readUInt16BE(12);
  const tables: Array<{ tag: number; checksum: number; data: Buffer }> = [];
  for (let index = 0; index < numTables; index++) {
    const entry = 44 + index * 20;
    const offset = bytes.readUInt32BE(entry + 4);
    const compLength = bytes.readUInt32BE(entry + 8);
    const origLength = bytes.readUInt32BE(entry + 12);
    const stored = bytes.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error('a WOFF table does not inflate to its length');
    tables.push({ tag: bytes.readUInt32BE(entry), checksum: bytes.readUInt32BE(entry + 16), data });
  }
  // The offset table's binary-search fields, as the sfnt format defines them.
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
