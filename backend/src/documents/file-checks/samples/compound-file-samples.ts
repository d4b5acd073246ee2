/** Compound files (OLE2, MS-CFB version 3), built in code for the unit and API tests. */

export interface CompoundEntrySpec {
  name: string;
  /** A stream's bytes; a storage (a folder) has none. */
  data?: Buffer;
}

const SECTOR = 512;
const MINI_SECTOR = 64;
const CUTOFF = 4096;
const END = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;

interface Layout {
  sectors: Buffer[];
  fat: number[];
}

/** Appends `data` as a chain of sectors; answers its first sector (END when empty). */
function place(layout: Layout, data: Buffer): number {
  const count = Math.ceil(data.length / SECTOR);
  if (count === 0) return END;
  const first = layout.sectors.length;
  for (let index = 0; index < count; index++) {
    const sector = Buffer.alloc(SECTOR);
    data.copy(sector, 0, index * SECTOR, (index + 1) * SECTOR);
    layout.sectors.push(sector);
    layout.fat.push(index === count - 1 ? END : first + index + 1);
  }
  return first;
}

function directoryEntry(name: string, type: number, start: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  encoded.copy(entry, 0);
  entry.writeUInt16LE(encoded.length, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeUInt32LE(FREE, 68);
  entry.writeUInt32LE(FREE, 72);
  entry.writeUInt32LE(FREE, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * A compound file whose root holds `entries` (small streams in the mini stream, the others in
 * sectors of their own), its directory a chain of right siblings.
 */
export function buildCompoundFile(entries: CompoundEntrySpec[]): Buffer {
  const layout: Layout = { sectors: [], fat: [] };
  const miniParts: Buffer[] = [];
  const miniFat: number[] = [];
  const placed = entries.map((entry) => {
    const data = entry.data ?? Buffer.alloc(0);
    if (entry.data === undefined) return { entry, type: 1, start: 0, size: 0 };
    if (data.length >= CUTOFF)
      return { entry, type: 2, start: place(layout, data), size: data.length };
    const count = Math.ceil(data.length / MINI_SECTOR);
    const start = count === 0 ? END : miniFat.length;
    for (let index = 0; index < count; index++) {
      miniFat.push(index === count - 1 ? END : miniFat.length + 1);
    }
    miniParts.push(data, Buffer.alloc(count * MINI_SECTOR - data.length));
    return { entry, type: 2, start, size: data.length };
  });
  const miniStream = Buffer.concat(miniParts);
  const miniStreamStart = place(layout, miniStream);
  const miniFatBytes = Buffer.alloc(Math.ceil((miniFat.length * 4) / SECTOR) * SECTOR, 0xff);
  miniFat.forEach((next, index) => miniFatBytes.writeUInt32LE(next, index * 4));
  const miniFatStart = place(layout, miniFatBytes);
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, miniStreamStart, miniStream.length),
    ...placed.map(({ entry, type, start, size }) => directoryEntry(entry.name, type, start, size)),
  ]);
  // The root's child is entry 1; each entry's right sibling is the next.
  if (placed.length > 0) directory.writeUInt32LE(1, 76);
  for (let index = 1; index < placed.length; index++) {
    directory.writeUInt32LE(index + 1, index * 128 + 72);
  }
  const padded = Buffer.alloc(Math.ceil(directory.length / SECTOR) * SECTOR);
  directory.copy(padded);
  for (let offset = directory.length; offset < padded.length; offset += 128) {
    padded.writeUInt32LE(FREE, offset + 68);
    padded.writeUInt32LE(FREE, offset + 72);
    padded.writeUInt32LE(FREE, offset + 76);
  }
  const directoryStart = place(layout, padded);
  return finish(layout, {
    directoryStart,
    miniFatStart,
    miniFatSectors: miniFatBytes.length / SECTOR,
  });
}

/** Adds the FAT sectors (marked as such in the FAT itself) and the header. */
function finish(
  layout: Layout,
  starts: { directoryStart: number; miniFatStart: number; miniFatSectors: number },
): Buffer {
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < layout.sectors.length + fatSectors) fatSectors++;
  const fatStart = layout.sectors.length;
  const fat = [...layout.fat, ...Array<number>(fatSectors).fill(FAT_SECTOR)];
  const fatBytes = Buffer.alloc(fatSectors * SECTOR, 0xff);
  fat.forEach((next, index) => fatBytes.writeUInt32LE(next, index * 4));
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(starts.directoryStart, 48);
  header.writeUInt32LE(CUTOFF, 56);
  header.writeUInt32LE(starts.miniFatStart, 60);
  header.writeUInt32LE(starts.miniFatSectors, 64);
  header.writeUInt32LE(END, 68);
  for (let index = 0; index < 109; index++) {
    header.writeUInt32LE(index < fatSectors ? fatStart + index : FREE, 76 + index * 4);
  }
  return Buffer.concat([header, ...layout.sectors, fatBytes]);
}

/** A Word 97–2003 FIB: wIdent 0xA5EC, nFib 0x00C1, padded to `size`. */
export function wordStream(size = 4608): Buffer {
  const stream = Buffer.alloc(size);
  stream.writeUInt16LE(0xa5ec, 0);
  stream.writeUInt16LE(0x00c1, 2);
  return stream;
}

/** A Word 97–2003 document (.doc): WordDocument, 1Table and a small summary stream. */
export function docFile(word = wordStream()): Buffer {
  return buildCompoundFile([
    { name: 'WordDocument', data: word },
    { name: '1Table', data: Buffer.alloc(600, 1) },
    { name: '\u0005SummaryInformation', data: Buffer.alloc(200, 2) },
  ]);
}

/** An Excel 97–2003 workbook: a compound file without a WordDocument stream. */
export function excelWorkbook(): Buffer {
  const bof = Buffer.from('0908100000060500', 'hex'); // BIFF8 BOF record, workbook globals
  return buildCompoundFile([
    { name: 'Workbook', data: Buffer.concat([bof, Buffer.alloc(4096)]) },
    { name: '\u0005SummaryInformation', data: Buffer.alloc(200, 2) },
  ]);
}
