const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** What stripMarkup would change: a tag or entity, white space other than single inner spaces. */
const NEEDS_STRIPPING = /[<&]|[^\S ]| {2}|^ | $/;

/** A name as lists show it: tags removed, common entities decoded, white space collapsed. */
export function stripMarkup(text: string): string {
  // Most names are plain: lists strip hundreds per request.
  if (!NEEDS_STRIPPING.test(text)) return text;
  return text
    .replace(TAG, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
