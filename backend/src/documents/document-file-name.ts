/**
 * The uploaded name made safe to store and to echo in a download: no folders, no control or
 * quote characters, at most 200 characters (keeping the extension).
 */
export function sanitiseFileName(raw: string, fallbackExtension: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(/["*:<>?|;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const name = cleaned === '' ? `document.${fallbackExtension}` : cleaned;
  if (name.length <= 200) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, 200 - extension.length) + extension;
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
