import Fastify, { type FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { ApiException } from 'src/common/errors/api-exception';
import { registerMultipartUploads } from './multipart-routes';
import { PendingUpload } from './pending-upload';

const BOUNDARY = 'sinnro';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function form(fileName: string, content: string): string {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`
  );
}

/** A body whose first bytes arrive and whose end never does. */
function endlessBody(): PassThrough {
  const body = new PassThrough();
  body.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`,
  );
  return body;
}

describe('registerMultipartUploads', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = Fastify();
    app.setErrorHandler((error, _, reply) => {
      const status = error instanceof ApiException ? error.getStatus() : 500;
      void reply.status(status).send({ statusCode: status });
    });
    registerMultipartUploads(app);
    registerMultipartUploads(app); // a second registration changes nothing
    app.post('/upload', { config: { multipartUpload: true } }, async (request) => {
      const body = request.body;
      if (!(body instanceof PendingUpload)) return { kind: typeof body };
      if (request.headers['x-refuse'] === 'yes') return { kind: 'refused unread' };
      const parsed = await body.read();
      return { kind: 'form', files: parsed.files.map((file) => file.fileName) };
    });
    app.post('/other', (_, reply) => reply.send({ reached: true }));
    await app.ready();
  });

  afterEach(() => app.close());

  it('hands upload routes the body unread and parses it when asked', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': CONTENT_TYPE },
      payload: form('intyg.pdf', '%PDF-1.4'),
    });
    expect(response.json()).toEqual({ kind: 'form', files: ['intyg.pdf'] });
  });

  it('lets an upload route answer before the body has arrived', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': CONTENT_TYPE, 'x-refuse': 'yes' },
      payload: endlessBody(),
    });
    expect(response.json()).toEqual({ kind: 'refused unread' });
  });

  it('refuses multipart on any other route with 415, without reading the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/other',
      headers: { 'content-type': CONTENT_TYPE },
      payload: endlessBody(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers.connection).toBe('close');
  });

  it('refuses a declared length beyond the limit with 413 before reading', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': CONTENT_TYPE, 'content-length': String(6 * 1024 * 1024) },
      payload: endlessBody(),
    });
    expect(response.statusCode).toBe(413);
  });
});
