import { extname } from 'node:path/posix';

/** Leading bytes of archive and container formats (and where they sit), in hex. */
const ARCHIVE_MAGIC_HEX: readonly (readonly [number, string])[] = [
  [0, '504b0304'], // zip (and docx, xlsx, jar, odt, epub …)
  [0, '504b0506'], // empty zip
  [0, '504b0708'], // spanned zip
  [0, 'd0cf11e0a1b11ae1'], // OLE2 compound file (doc, xls, msi, vbaProject.bin, oleObject.bin)
  [0, '1f8b'], // gzip
  [0, '425a68'], // bzip2
  [0, 'fd377a585a00'], // xz
  [0, '377abcaf271c'], // 7z
  [0, '526172211a07'], // rar
  [0, '28b52ffd'], // zstd
  [0, '4d534346'], // cab
  [0, '4c5a4950'], // lzip
  [0, '213c617263683e'], // ar
  [257, '7573746172'], // tar ("ustar")
];

const ARCHIVE_MAGIC = ARCHIVE_MAGIC_HEX.map(([at, hex]) => ({
  at,
  bytes: Buffer.from(hex, 'hex'),
}));

const ARCHIVE_EXTENSIONS = new Set(
  (
    'zip 7z rar gz tgz bz2 tbz2 xz txz zst lz lzma z tar cab jar war apk iso arj lzh ' +
    'docx docm dotx dotm xlsx xlsm xlsb pptx pptm odt ods odp epub msi doc dot xls ppt'
  ).split(' '),
);

/** An entry of an Office archive that is itself an archive, by its name or its content. */
export function isNestedArchive(name: string, content: Buffer): boolean {
  const extension = extname(name).slice(1).toLowerCase();
  if (ARCHIVE_EXTENSIONS.has(extension)) return true;
  return ARCHIVE_MAGIC.some(({ at, bytes }) =>
    content.subarray(at, at + bytes.length).equals(bytes),
  );
}
