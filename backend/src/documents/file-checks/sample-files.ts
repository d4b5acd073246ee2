import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Small, real files of every accepted kind and the hostile ones the upload must refuse, built in
 * code so unit and API tests need no binary fixtures.
 */

export interface ZipEntrySpec {
  name: string;
  data: Buffer;
  /** Stored (0) or deflated (8, the default). */
  method?: 0 | 8;
  /** Lie about the uncompressed size in both headers (for the lying-header bomb). */
  declaredSize?: number;
}

export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const body = method === 8 ? deflateRawSync(entry.data) : entry.data;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

function wordDocument(text: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`
  );
}

export function docxFile(text = 'Samtycke'): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(wordDocument(text)) },
  ]);
}

/** A DOCX whose document part inflates to `bytes` of zeros (a few kB on the wire). */
export function docxBomb(bytes = 64 * 1024 * 1024): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.alloc(bytes) },
  ]);
}

/** A DOCX whose headers claim a small part that really inflates to `bytes` (lying headers). */
export function docxLyingBomb(bytes = 50 * 1024 * 1024): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.alloc(bytes), declaredSize: 1000 },
  ]);
}

/** A zip that is not a Word document (no word/document.xml). */
export function plainZip(): Buffer {
  return buildZip([{ name: 'notes.txt', data: Buffer.from('hej') }]);
}

export function pdfFile(text = 'Hej'): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  return Buffer.from(
    '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n' +
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n' +
      `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj\n` +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 1×1 RGB PNG. */
export function pngFile(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x20, 0x80, 0xff]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 greyscale baseline JPEG. */
export function jpegFile(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP////////////////////////////////////////////' +
      '//////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAA' +
      'AAAAAP/aAAgBAQABPxA=',
    'base64',
  );
}

/** An OLE2 compound file header (what Word 97–2003 .doc files are) with empty sectors. */
export function docFile(): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3 (512-byte sectors)
  file.writeUInt16LE(0xfffe, 28); // little-endian byte order mark
  file.writeUInt16LE(9, 30); // sector shift
  file.writeUInt16LE(6, 32); // mini sector shift
  return file;
}

/** The start of a Windows executable (MZ header with a PE offset). */
export function executableFile(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

export function htmlFile(): Buffer {
  return Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
}
