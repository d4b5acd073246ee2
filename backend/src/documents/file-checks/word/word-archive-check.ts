import { type StructureVerdict } from '../structure-verdict';
import { readCentralDirectory, readEntry, type ZipLimits } from '../zip-inspector';
import { isNestedArchive } from './nested-archive';
import { partVerdict } from './word-parts';

const WORD_MAIN_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/**
 * A Word document is a zip with `[Content_Types].xml` declaring the wordprocessingml main part and
 * a `word/document.xml`; every entry must inflate to exactly its declared size (bounded), and no
 * entry may itself be an archive (a nested zip bomb, a macro project, an embedded OLE object).
 * No part may be a macro project (by name, whatever its bytes), declare a DOCTYPE or entity, or
 * link outside the document other than by a hyperlink (see word-parts.ts).
 */
export async function checkWordArchive(data: Buffer, limits: ZipLimits): Promise<StructureVerdict> {
  const directory = readCentralDirectory(data, limits);
  if (!directory.ok) return 'not-valid';
  const names = new Set(directory.entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return 'not-valid';
  let contentTypes: Buffer | null = null;
  let nested = false;
  let refused: StructureVerdict = 'ok';
  for (const entry of directory.entries) {
    const bytes = await readEntry(data, entry);
    if (bytes === null) return 'not-valid';
    if (entry.name === '[Content_Types].xml') contentTypes = bytes;
    nested ||= isNestedArchive(entry.name, bytes);
    if (refused === 'ok') refused = partVerdict(entry.name, bytes);
  }
  if (contentTypes === null || !contentTypes.toString('utf8').includes(WORD_MAIN_CONTENT_TYPE)) {
    return 'not-valid';
  }
  if (refused !== 'ok') return refused;
  return nested ? 'active-content' : 'ok';
}
