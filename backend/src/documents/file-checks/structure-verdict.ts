/**
 * What a structural check concluded about a file whose magic bytes matched its extension:
 * `wrong-type` when it is in fact another kind (an OLE2 file that is not Word), `not-valid` when
 * it is broken or carries something else (a polyglot), `active-content` for scripts, embedded
 * files and nested archives, `image-too-large` for dimensions beyond IMAGE_LIMITS.
 */
export type StructureVerdict =
  'ok' | 'wrong-type' | 'not-valid' | 'active-content' | 'image-too-large';
