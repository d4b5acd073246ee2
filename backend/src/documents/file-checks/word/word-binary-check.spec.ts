import { buildCompoundFile, docFile, excelWorkbook, wordStream } from '../sample-files';
import { checkWordBinary } from './word-binary-check';

/** The document with FAT entry `index` set to `next` (the FAT's first sector is in the header). */
function withFatEntry(file: Buffer, index: number, next: number): Buffer {
  const copy = Buffer.from(file);
  const fatSector = copy.readUInt32LE(76);
  copy.writeUInt32LE(next, (fatSector + 1) * 512 + index * 4);
  return copy;
}

describe('checkWordBinary', () => {
  it.each([
    ['a Word 97–2003 document', docFile()],
    ['a small WordDocument stream (kept in the mini stream)', docFile(wordStream(1000))],
  ])('accepts %s', (_, data) => {
    expect(checkWordBinary(data)).toBe('ok');
  });

  it('answers wrong type for a compound file that is not Word (an Excel workbook)', () => {
    expect(checkWordBinary(excelWorkbook())).toBe('wrong-type');
  });

  it('answers active content for VBA macros', () => {
    const withMacros = buildCompoundFile([
      { name: 'WordDocument', data: wordStream() },
      { name: 'Macros' },
    ]);
    expect(checkWordBinary(withMacros)).toBe('active-content');
  });

  const withByteOrder = Buffer.from(docFile());
  withByteOrder.writeUInt16LE(0xfeff, 28);

  it.each([
    ['a WordDocument stream without a Word FIB', docFile(Buffer.alloc(4608))],
    ['a truncated file', docFile().subarray(0, 2048)],
    ['a FAT chain that loops', withFatEntry(docFile(), 8, 0)],
    ['a FAT chain that leaves the file', withFatEntry(docFile(), 3, 5000)],
    ['a wrong byte-order mark', withByteOrder],
    ['only the header of a compound file', docFile().subarray(0, 512)],
  ])('refuses %s as not valid', (_, data) => {
    expect(checkWordBinary(data)).toBe('not-valid');
  });
});
