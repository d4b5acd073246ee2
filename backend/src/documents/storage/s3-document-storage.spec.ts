import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { sha256Hex, signRequest } from './aws-signature-v4';
import { StoredDocumentMissingError } from './document-storage';
import { S3DocumentStorage } from './s3-document-storage';

const CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key-0123456789' };

function parseDate(amz: string): Date {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(amz) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stand-in for an S3 bucket: objects in memory, every request's SigV4 signature recomputed
 * from what arrived on the wire (signed headers, payload hash) and refused (403) on mismatch.
 */
function startBucket(): Promise<{ server: Server; url: string; objects: Map<string, Buffer> }> {
  const objects = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const authorization = String(request.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(
        signed
          .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
          .map((name) => [name, String(request.headers[name])]),
      );
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      const expected = signRequest(
        {
          method: request.method ?? 'GET',
          url,
          headers,
          payloadHash: sha256Hex(body),
        },
        { ...CREDENTIALS, region: 'eu-north-1', service: 's3' },
        parseDate(String(request.headers['x-amz-date'])),
      );
      const hashOk = request.headers['x-amz-content-sha256'] === sha256Hex(body);
      if (!hashOk || expected.authorization !== authorization) {
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = url.pathname;
      if (request.method === 'PUT') {
        objects.set(key, body);
        response.writeHead(200).end();
      } else if (!objects.has(key)) {
        response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (request.method === 'GET') {
        response.writeHead(200).end(objects.get(key));
      } else {
        objects.delete(key);
        response.writeHead(204).end();
      }
    })();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, objects });
    }),
  );
}

describe('S3DocumentStorage', () => {
  let bucket: Awaited<ReturnType<typeof startBucket>>;

  beforeAll(async () => {
    bucket = await startBucket();
  });
  afterAll(() => new Promise((resolve) => bucket.server.close(resolve)));

  const storage = () =>
    new S3DocumentStorage({
      endpoint: bucket.url,
      bucket: 'sinnro-documents',
      region: 'eu-north-1',
      ...CREDENTIALS,
    });

  it('puts, gets and deletes an object path-style, with valid signatures', async () => {
    const data = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage().put('0b7e2a52-1d2c-4c1e-9d5a-3f1e2d3c4b5a.pdf', data, 'application/pdf');
    expect([...bucket.objects.keys()]).toEqual([
      '/sinnro-documents/0b7e2a52-1d2c-4c1e-9d5a-3f1e2d3c4b5a.pdf',
    ]);
    await expect(storage().get('0b7e2a52-1d2c-4c1e-9d5a-3f1e2d3c4b5a.pdf')).resolves.toEqual(data);
    await storage().delete('0b7e2a52-1d2c-4c1e-9d5a-3f1e2d3c4b5a.pdf');
    expect(bucket.objects.size).toBe(0);
  });

  it('reports a missing object as missing, and deleting one as done', async () => {
    await expect(storage().get('missing.pdf')).rejects.toBeInstanceOf(StoredDocumentMissingError);
    await expect(storage().delete('missing.pdf')).resolves.toBeUndefined();
  });

  it('fails loudly on a refused request (wrong secret)', async () => {
    const wrong = new S3DocumentStorage({
      endpoint: bucket.url,
      bucket: 'sinnro-documents',
      region: 'eu-north-1',
      accessKeyId: CREDENTIALS.accessKeyId,
      secretAccessKey: 'not-the-secret-0123456789',
    });
    await expect(wrong.put('a.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/403/);
  });

  it('refuses keys that could name another path', async () => {
    await expect(storage().get('../etc/passwd')).rejects.toThrow(/Malformed storage key/);
  });
});
