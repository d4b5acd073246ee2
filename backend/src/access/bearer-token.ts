/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.match(/^Bearer\s+(\S+)$/i)?.[1];
}
