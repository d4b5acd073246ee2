/**
 * Control and invisible formatting characters (Unicode Cc, Cf and lone surrogates): among them
 * the bidirectional controls U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069, with which
 * `inv\u202Efdp.exe.pdf` shows as `invexe.pdf` … reversed, hiding the real extension.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const MAX_LENGTH = 200;

/**
 * The uploaded name made safe to store, check and echo in a download: no folders, no control,
 * bidirectional or quote characters, at most 200 characters (keeping the extension). A name that
 * is only an extension (`.pdf`) becomes `document.pdf`; an empty one `document`.
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/["*:<>?|;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = cleaned.replace(/^\.+/, '');
  const name = stem === '' || (stem !== cleaned && !stem.includes('.')) ? `document.${stem}` : stem;
  return shorten(name.replace(/\.$/, ''));
}

function shorten(name: string): string {
  if (name.length <= MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  let cut = MAX_LENGTH - extension.length;
  if (/[\uDC00-\uDFFF]/.test(name[cut])) cut--; // do not split a surrogate pair
  return name.slice(0, cut) + extension;
}

/**
 * `attachment` with the name twice: an ASCII fallback for old clients and the exact name as
 * RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
