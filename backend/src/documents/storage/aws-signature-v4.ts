import { createHash, createHmac } from 'node:crypto';

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to send and sign (host and the x-amz-* headers are added). */
  headers: Record<string, string>;
  payloadHash: string;
}

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept, '/' kept in paths). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `20130524T000000Z`: the x-amz-date form of a time. */
export function amzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * AWS Signature Version 4 for one request (header-based, as the S3 API documents it). Answers the
 * headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and Authorization.
 */
export function signRequest(
  request: RequestToSign,
  credentials: SigningCredentials,
  at: Date,
): Record<string, string> {
  const timestamp = amzDate(at);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': timestamp,
    'x-amz-content-sha256': request.payloadHash,
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    encodePath(request.url.pathname),
    canonicalQuery(request.url),
    names.map((name) => `${name}:${String(lower[name]).trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(
    hmac(
      hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region),
      credentials.service,
    ),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
