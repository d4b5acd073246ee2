/**
 * What a structural check concluded about a file whose magic bytes matched its extension:
 * `wrong-type` when it is in fact another kind (an OLE2 file that is not Word), `not-valid` when
 * it is broken or carries something else (a polyglot), `active-content` for scripts, embedded
 * files and nested archives, `image-too-large` for dimensions beyond IMAGE_LIMITS; for Word
 * archives also `macros` (a macro project), `external-link` (a template or object fetched from
 * elsewhere on opening) and `xml-declarations` (a DOCTYPE or ENTITY in a part).
 */
export type StructureVerdict =
  | 'ok'
  | 'wrong-type'
  | 'not-valid'
  | 'active-content'
  | 'image-too-large'
  | 'macros'
  | 'external-link'
  | 'xml-declarations';
