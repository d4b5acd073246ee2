import { ZipFile } from 'yazl';

export interface ArchiveEntry {
  path: string;
  data: Buffer;
}

/** Entries' modification time in the ZIP: the export's time, so a rebuild has the same bytes. */
export function zipEntries(entries: readonly ArchiveEntry[], at: Date): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) zip.addBuffer(entry.data, entry.path, { mtime: at });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.end();
  });
}

/** A JSON file of the export: two-space indented, UTF-8, ending in a newline. */
export function jsonEntry(path: string, value: unknown): ArchiveEntry {
  return { path, data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8') };
}
