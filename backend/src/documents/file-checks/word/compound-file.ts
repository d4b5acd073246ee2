/**
 * A reader for the Compound File Binary format (MS-CFB), the container of Word 97–2003 .doc
 * files: the header, the sector allocation table (FAT, through the DIFAT), the directory and
 * stream data, every sector number and chain bounds- and cycle-checked.
 */
export class MalformedCompoundFile extends Error {}

export interface DirectoryEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

export const STREAM = 2;
export const STORAGE = 1;
const ROOT = 5;
const ENDOFCHAIN = 0xfffffffe;
const NOSTREAM = 0xffffffff;
const MINI_SECTOR = 64;
const MINI_CUTOFF = 4096;
const HEADER_DIFAT_ENTRIES = 109;
const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

interface Header {
  sectorSize: number;
  fatSectors: number;
  firstDirectory: number;
  firstMiniFat: number;
  firstDifat: number;
  difatSectors: number;
}

function fail(): never {
  throw new MalformedCompoundFile();
}

function readHeader(data: Buffer): Header {
  if (data.length < 512 || !data.subarray(0, 8).equals(SIGNATURE)) fail();
  const major = data.readUInt16LE(26);
  const shift = data.readUInt16LE(30);
  if (data.readUInt16LE(28) !== 0xfffe) fail();
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) fail();
  if (data.readUInt16LE(32) !== 6 || data.readUInt32LE(56) !== MINI_CUTOFF) fail();
  const sectorSize = 1 << shift;
  if (data.length < 2 * sectorSize) fail();
  return {
    sectorSize,
    fatSectors: data.readUInt32LE(44),
    firstDirectory: data.readUInt32LE(48),
    firstMiniFat: data.readUInt32LE(60),
    firstDifat: data.readUInt32LE(68),
    difatSectors: data.readUInt32LE(72),
  };
}

/** The sector numbers a chain visits, from `start` to ENDOFCHAIN; a loop or stray number fails. */
function followChain(start: number, table: readonly number[]): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  for (let id = start; id !== ENDOFCHAIN; id = table[id]) {
    if (id >= table.length || seen.has(id)) fail();
    seen.add(id);
    chain.push(id);
  }
  return chain;
}

function readEntry(bytes: Buffer, largeFile: boolean): DirectoryEntry {
  const nameLength = bytes.readUInt16LE(64);
  if (nameLength > 64 || nameLength % 2 !== 0) fail();
  if (largeFile && bytes.readUInt32LE(124) !== 0) fail(); // a stream of 4 GB or more
  return {
    name: bytes.toString('utf16le', 0, Math.max(nameLength - 2, 0)),
    type: bytes[66],
    left: bytes.readUInt32LE(68),
    right: bytes.readUInt32LE(72),
    child: bytes.readUInt32LE(76),
    start: bytes.readUInt32LE(116),
    size: bytes.readUInt32LE(120),
  };
}

export class CompoundFile {
  private readonly sectorCount: number;
  private readonly fat: number[];
  readonly entries: DirectoryEntry[];

  /** Throws MalformedCompoundFile for anything out of bounds or looping. */
  static read(data: Buffer): CompoundFile {
    return new CompoundFile(data, readHeader(data));
  }

  private constructor(
    private readonly data: Buffer,
    private readonly header: Header,
  ) {
    this.sectorCount = Math.ceil((data.length - header.sectorSize) / header.sectorSize);
    this.fat = this.readFat();
    const directory = this.chainBytes(followChain(header.firstDirectory, this.fat));
    this.entries = [];
    for (let offset = 0; offset + 128 <= directory.length; offset += 128) {
      this.entries.push(
        readEntry(directory.subarray(offset, offset + 128), header.sectorSize > 512),
      );
    }
    if (this.entries[0]?.type !== ROOT) fail();
  }

  /** The entries directly under the root storage (a tree of left/right siblings). */
  rootChildren(): DirectoryEntry[] {
    const children: DirectoryEntry[] = [];
    const seen = new Set<number>();
    const pending = [this.entries[0].child];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (id === NOSTREAM) continue;
      if (id >= this.entries.length || seen.has(id)) fail();
      seen.add(id);
      const entry = this.entries[id];
      children.push(entry);
      pending.push(entry.left, entry.right);
    }
    return children;
  }

  /** A stream's bytes: from the FAT's sectors, or from the mini stream when it is small. */
  readStream(entry: DirectoryEntry): Buffer {
    if (entry.size >= MINI_CUTOFF) return this.sectorStream(entry);
    const miniFat = toEntries(this.chainBytes(followChain(this.header.firstMiniFat, this.fat)));
    const miniStream = this.sectorStream(this.entries[0]); // the root holds the mini stream
    const chain = followChain(entry.start, miniFat.slice(0, miniStream.length / MINI_SECTOR));
    const bytes = Buffer.concat(
      chain.map((id) => miniStream.subarray(id * MINI_SECTOR, (id + 1) * MINI_SECTOR)),
    );
    if (bytes.length < entry.size) fail();
    return bytes.subarray(0, entry.size);
  }

  private sectorStream(entry: DirectoryEntry): Buffer {
    const bytes = this.chainBytes(followChain(entry.start, this.fat));
    if (bytes.length < entry.size) fail();
    return bytes.subarray(0, entry.size);
  }

  private sector(id: number): Buffer {
    if (id >= this.sectorCount) fail();
    const start = (id + 1) * this.header.sectorSize;
    const bytes = this.data.subarray(start, start + this.header.sectorSize);
    return bytes.length === this.header.sectorSize ? bytes : fail();
  }

  private chainBytes(chain: readonly number[]): Buffer {
    return Buffer.concat(chain.map((id) => this.sector(id)));
  }

  /** The FAT: its sectors are listed in the header (109) and then in a chain of DIFAT sectors. */
  private readFat(): number[] {
    const { fatSectors, firstDifat, difatSectors } = this.header;
    if (fatSectors > this.sectorCount) fail();
    const ids: number[] = [];
    for (let index = 0; index < Math.min(fatSectors, HEADER_DIFAT_ENTRIES); index++) {
      ids.push(this.data.readUInt32LE(76 + 4 * index));
    }
    const seen = new Set<number>();
    let next = firstDifat;
    for (let count = 0; count < difatSectors && ids.length < fatSectors; count++) {
      if (seen.has(next)) fail();
      seen.add(next);
      const entries = toEntries(this.sector(next));
      ids.push(...entries.slice(0, -1).slice(0, fatSectors - ids.length));
      next = entries[entries.length - 1];
    }
    if (ids.length !== fatSectors) fail();
    return toEntries(this.chainBytes(ids)).slice(0, this.sectorCount);
  }
}

function toEntries(bytes: Buffer): number[] {
  const entries: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset += 4) {
    entries.push(bytes.readUInt32LE(offset));
  }
  return entries;
}
