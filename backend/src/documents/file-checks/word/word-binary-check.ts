import { type StructureVerdict } from '../structure-verdict';
import { CompoundFile, MalformedCompoundFile, STORAGE, STREAM } from './compound-file';

/** The File Information Block's wIdent: Word 97–2003, and Word 6/95. */
const WORD_IDENTS = new Set([0xa5ec, 0xa5dc]);

/**
 * A Word 97–2003 document: a well-formed compound file whose root holds a `WordDocument` stream
 * starting with a Word FIB. Another compound file (a workbook, an installer) is the wrong type;
 * VBA macros (the `Macros` storage) are active content.
 */
export function checkWordBinary(data: Buffer): StructureVerdict {
  try {
    const file = CompoundFile.read(data);
    const children = file.rootChildren();
    const named = (name: string, type: number) =>
      children.find((entry) => entry.type === type && entry.name.toUpperCase() === name);
    const word = named('WORDDOCUMENT', STREAM);
    if (!word) return 'wrong-type';
    const fib = file.readStream(word);
    if (fib.length < 32 || !WORD_IDENTS.has(fib.readUInt16LE(0))) return 'not-valid';
    return named('MACROS', STORAGE) ? 'active-content' : 'ok';
  } catch (error) {
    if (error instanceof MalformedCompoundFile) return 'not-valid';
    throw error;
  }
}
