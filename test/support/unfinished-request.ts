import { request } from 'node:http';

export interface EarlyAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Sends a request that declares a body of `declaredLength` bytes but sends only `start` of it,
 * and resolves with the answer: it can only come if the server answers without reading the body.
 */
export function answerBeforeBody(options: {
  port: number;
  path: string;
  headers: Record<string, string>;
  declaredLength: number;
  start: Buffer | string;
}): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: '127.0.0.1',
      port: options.port,
      method: 'POST',
      path: options.path,
      headers: { ...options.headers, 'content-length': String(options.declaredLength) },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        outgoing.destroy(); // the rest of the body is never sent
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    outgoing.write(options.start);
  });
}
