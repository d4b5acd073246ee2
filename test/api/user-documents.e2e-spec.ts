import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LightMyRequestResponse } from 'fastify';
import { AccessLogEntry } from 'src/access-log/access-log-entry.entity';
import { type Company } from 'src/companies/company.entity';
import {
  docFile,
  docxBomb,
  docxFile,
  docxLyingBomb,
  executableFile,
  htmlFile,
  jpegFile,
  pdfFile,
  pdfOfSize,
  pdfWithObjectStreams,
  pngFile,
  POLYGLOTS,
} from 'src/documents/file-checks/sample-files';
import { UserDocument } from 'src/documents/user-document.entity';
import { type User } from 'src/users/user.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { answerBeforeBody } from '../support/unfinished-request';
import { UserFixtures } from '../support/user-fixtures';

const FIVE_MB = 5 * 1024 * 1024;

interface Part {
  name: string;
  data: Buffer;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(
  file: Part | null,
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

describe('user documents', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let folder: string;
  let employer: Company;
  let otherEmployer: Company;
  let employee: User;
  let employerAdmin: User;
  let otherAdmin: User;
  let therapist: User;
  const token = (email: string) => fixtures.token(email);

  async function upload(
    as: string,
    file: Part | null,
    fields: Record<string, string> = {},
    language: 'sv' | 'en' = 'en',
    userUuid = employee.uuid,
  ): Promise<LightMyRequestResponse> {
    const body = await multipart(file, fields);
    return api.request({
      method: 'POST',
      url: `/api/v1/users/${userUuid}/documents`,
      payload: body.payload,
      headers: {
        authorization: `Bearer ${await token(as)}`,
        'content-type': body.contentType,
        'accept-language': language,
      },
    });
  }

  async function get(as: string, url: string): Promise<LightMyRequestResponse> {
    return api.request({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await token(as)}`, 'accept-language': 'en' },
    });
  }

  const stored = async () => (await readdir(folder)).filter((name) => !name.startsWith('.'));
  const rows = () => api.orm.em.fork().count(UserDocument, { user: employee.id });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sinnro-documents-'));
    api = await startTestApp({ DOCUMENT_STORAGE_DIR: folder });
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    ({ company: employer } = await fixtures.company('Dokumentbolaget AB', []));
    ({ company: otherEmployer } = await fixtures.company('Främmande Dokument AB', []));
    const suffix = Date.now().toString(36);
    employee = await fixtures.user(
      { email: `doc-employee-${suffix}@example.test`, firstName: 'Ella', lastName: 'Anställd' },
      { withPassword: true },
    );
    employerAdmin = await fixtures.user(
      { email: `doc-admin-${suffix}@example.test`, firstName: 'Ebba', lastName: 'Chef' },
      { withPassword: true },
    );
    otherAdmin = await fixtures.user(
      { email: `doc-other-admin-${suffix}@example.test`, firstName: 'Otto', lastName: 'Annan' },
      { withPassword: true },
    );
    therapist = await fixtures.user(
      {
        email: `doc-therapist-${suffix}@example.test`,
        firstName: 'Tea',
        lastName: 'Terapeut',
        role: 'clinic-therapist',
      },
      { withPassword: true },
    );
    await fixtures.member(employee.id, employer.uuid);
    await fixtures.member(employerAdmin.id, employer.uuid, { companyRole: 'company-admin' });
    await fixtures.member(otherAdmin.id, otherEmployer.uuid, { companyRole: 'company-admin' });
    // A therapist who is also a company admin of the employer still may not see them.
    await fixtures.member(therapist.id, employer.uuid, { companyRole: 'company-admin' });
  });

  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
    await rm(folder, { recursive: true, force: true });
  });

  describe('accepted files', () => {
    it.each([
      ['Läkarintyg.pdf', pdfFile(), 'application/pdf'],
      ['skanning.png', pngFile(), 'image/png'],
      ['foto.JPG', jpegFile(), 'image/jpeg'],
      ['foto.jpeg', jpegFile(), 'image/jpeg'],
      ['gammalt avtal.doc', docFile(), 'application/msword'],
      [
        'Samtycke.docx',
        docxFile(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ])(
      'stores %s from the user and gives it back byte for byte to the employer',
      async (name, data, type) => {
        const response = await upload(employee.email, { name, data });
        expect(response.statusCode).toBe(201);
        const document = response.json<{ uuid: string; name: string; content_type: string }>();
        expect(document).toMatchObject({
          name,
          content_type: type,
          size: data.length,
          user_uuid: employee.uuid,
          company_uuid: employer.uuid,
          uploaded_by_uuid: employee.uuid,
        });
        expect(document).not.toHaveProperty('storage_key');

        const row = await api.orm.em.fork().findOneOrFail(UserDocument, { uuid: document.uuid });
        expect(row.storageKey).toMatch(/^[0-9a-f-]{36}\.(pdf|png|jpg|doc|docx)$/);
        expect(row.storageKey).not.toContain(name);
        expect(await stored()).toContain(row.storageKey);

        const download = await get(
          employerAdmin.email,
          `/api/v1/users/${employee.uuid}/documents/${document.uuid}`,
        );
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(data)).toBe(true);
        expect(download.headers['content-type']).toBe(type);
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="${name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')}"; ` +
            `filename*=UTF-8''${encodeURIComponent(name)}`,
        );
        expect(download.headers['x-content-type-options']).toBe('nosniff');
      },
    );

    it('lists them, newest first, to the employer’s company admin and logs the access', async () => {
      const since = new Date();
      const response = await get(employerAdmin.email, `/api/v1/users/${employee.uuid}/documents`);
      expect(response.statusCode).toBe(200);
      const list = response.json<{ name: string; company_uuid: string }[]>();
      expect(list.map((document) => document.name)).toEqual([
        'Samtycke.docx',
        'gammalt avtal.doc',
        'foto.jpeg',
        'foto.JPG',
        'skanning.png',
        'Läkarintyg.pdf',
      ]);
      expect(new Set(list.map((document) => document.company_uuid))).toEqual(
        new Set([employer.uuid]),
      );
      const logged = await api.orm.em.fork().find(AccessLogEntry, {
        clientUuid: employee.uuid,
        actorUuid: employerAdmin.uuid,
        occurredAt: { $gte: new Date(since.getTime() - 1000) },
      });
      expect(logged.map((entry) => [entry.action, entry.resource])).toContainEqual([
        'read',
        'user.documents',
      ]);
    });

    it('logs uploads and downloads in the access log', async () => {
      const entries = await api.orm.em
        .fork()
        .find(AccessLogEntry, { clientUuid: employee.uuid, resource: 'user.document' });
      const actions = entries.map((entry) => `${entry.action}:${entry.actorUuid}`);
      expect(actions.filter((a) => a === `create:${employee.uuid}`)).toHaveLength(6);
      expect(actions.filter((a) => a === `read:${employerAdmin.uuid}`)).toHaveLength(6);
    });

    it('lets the employer’s company admin upload for the user', async () => {
      const response = await upload(employerAdmin.email, { name: 'intyg.pdf', data: pdfFile() });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        uploaded_by_uuid: employerAdmin.uuid,
        company_uuid: employer.uuid,
      });
    });
  });

  describe('refused files: the specification’s message, nothing stored', () => {
    const exactlyFiveMb = pdfOfSize(FIVE_MB);

    it.each([
      ['an executable renamed .pdf', 'faktura.pdf', executableFile(), 400, 'Invalid file type'],
      ['HTML renamed .png', 'bild.png', htmlFile(), 400, 'Invalid file type'],
      ['a text file', 'anteckning.txt', Buffer.from('hej'), 400, 'Invalid file type'],
      ['an empty file', 'tom.pdf', Buffer.alloc(0), 400, 'File is not valid'],
      ['a DOCX zip bomb', 'bomb.docx', docxBomb(), 400, 'File is not valid'],
      ['a DOCX whose headers hide a bomb', 'bomb2.docx', docxLyingBomb(), 400, 'File is not valid'],
      [
        '5 MB + 1 byte',
        'stor.pdf',
        Buffer.concat([exactlyFiveMb, Buffer.alloc(1)]),
        413,
        'File size limit exceeded, maximum file size is 5MB',
      ],
      [
        'a body far over the limit',
        'jättestor.pdf',
        Buffer.concat([exactlyFiveMb, Buffer.alloc(2 * 1024 * 1024)]),
        413,
        'File size limit exceeded, maximum file size is 5MB',
      ],
    ])('refuses %s', async (_, name, data, status, message) => {
      const [filesBefore, rowsBefore] = [await stored(), await rows()];
      const response = await upload(employee.email, { name, data });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, message });
      expect(await stored()).toEqual(filesBefore);
      expect(await rows()).toBe(rowsBefore);
    });

    it('accepts exactly 5 MB', async () => {
      const response = await upload(employee.email, { name: 'precis.pdf', data: exactlyFiveMb });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ size: FIVE_MB });
    });

    it('answers in Swedish by default', async () => {
      const wrong = await upload(employee.email, { name: 'x.png', data: htmlFile() }, {}, 'sv');
      expect(wrong.json()).toMatchObject({
        message: 'Ogiltig filtyp',
        errors: { file: 'Ogiltig filtyp' },
      });
      const empty = await upload(
        employee.email,
        { name: 'x.pdf', data: Buffer.alloc(0) },
        {},
        'sv',
      );
      expect(empty.json()).toMatchObject({ message: 'Filen är inte giltig' });
      const big = await upload(
        employee.email,
        { name: 'x.pdf', data: Buffer.concat([exactlyFiveMb, Buffer.alloc(1)]) },
        {},
        'sv',
      );
      expect(big.json()).toMatchObject({
        message: 'Filen är för stor, största tillåtna filstorlek är 5MB',
      });
    });

    it('needs a file, one file, known fields and a company of the user', async () => {
      const missing = await upload(employee.email, null, { company_uuid: employer.uuid });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ errors: { file: 'This field is required' } });
      const foreign = await upload(
        employee.email,
        { name: 'a.pdf', data: pdfFile() },
        { company_uuid: otherEmployer.uuid },
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        errors: { company_uuid: 'The user does not belong to this company' },
      });
      const unknown = await upload(employee.email, { name: 'a.pdf', data: pdfFile() }, { x: '1' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        errors: { x: 'The field x is unknown and must not be sent' },
      });
      const json = await api.request({
        method: 'POST',
        url: `/api/v1/users/${employee.uuid}/documents`,
        payload: { file: 'not a file' },
        headers: {
          authorization: `Bearer ${await token(employee.email)}`,
          'accept-language': 'en',
        },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ errors: { file: 'This field is required' } });
    });
  });

  describe('who may see them', () => {
    let documentUuid: string;

    beforeAll(async () => {
      const documents = await api.orm.em.fork().find(UserDocument, { user: employee.id });
      documentUuid = (documents[0] as UserDocument).uuid;
    });

    const list = () => `/api/v1/users/${employee.uuid}/documents`;
    const one = () => `/api/v1/users/${employee.uuid}/documents/${documentUuid}`;

    it('refuses the user themselves with 403', async () => {
      for (const url of [list(), one()]) {
        const response = await get(employee.email, url);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      }
    });

    it('refuses a therapist with 403, even one who is a company admin of the employer', async () => {
      for (const email of [
        therapist.email,
        'clinic-therapist@example.com',
        'therapist-premium@example.com',
      ]) {
        for (const url of [list(), one()]) {
          expect({ email, url, status: (await get(email, url)).statusCode }).toEqual({
            email,
            url,
            status: 403,
          });
        }
      }
    });

    it('refuses platform admins (the employer only) with 403', async () => {
      expect((await get('admin@example.com', list())).statusCode).toBe(403);
      expect((await get('admin@example.com', one())).statusCode).toBe(403);
    });

    it('answers a company admin of another company 404, for reading and uploading', async () => {
      expect((await get(otherAdmin.email, list())).statusCode).toBe(404);
      expect((await get(otherAdmin.email, one())).statusCode).toBe(404);
      const filesBefore = await stored();
      const upload404 = await upload(otherAdmin.email, { name: 'a.pdf', data: pdfFile() });
      expect(upload404.statusCode).toBe(404);
      expect(await stored()).toEqual(filesBefore);
    });

    it('answers 404 for a document of another user, even to the employer', async () => {
      const response = await get(
        employerAdmin.email,
        `/api/v1/users/${employerAdmin.uuid}/documents/${documentUuid}`,
      );
      expect(response.statusCode).toBe(403); // their own documents are hidden from them too
      const other = await get(
        employerAdmin.email,
        `/api/v1/users/${therapist.uuid}/documents/${documentUuid}`,
      );
      expect(other.statusCode).toBe(404);
    });
  });

  describe('polyglots and spoofed names: refused, nothing stored', () => {
    const NOT_VALID = 'File is not valid';
    const ACTIVE = 'The file contains scripts, embedded files or archives, which are not allowed';
    const MESSAGES: Record<string, string> = {
      'a PDF whose body is HTML': NOT_VALID,
      'a PDF with /OpenAction JavaScript': ACTIVE,
      'a PNG with HTML appended': NOT_VALID,
      'a JPEG with a ZIP appended': NOT_VALID,
      'an OLE2 file that is not Word, named .doc': 'Invalid file type',
      'a DOCX holding a nested 200 MB zip': ACTIVE,
    };

    it.each(POLYGLOTS.map((polyglot) => [polyglot.label, polyglot] as const))(
      'refuses %s',
      async (label, polyglot) => {
        const [filesBefore, rowsBefore] = [await stored(), await rows()];
        const response = await upload(employee.email, {
          name: polyglot.name,
          data: polyglot.data(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: MESSAGES[label],
          errors: { file: MESSAGES[label] },
        });
        expect(await stored()).toEqual(filesBefore);
        expect(await rows()).toBe(rowsBefore);
      },
    );

    it('names the new refusals in Swedish by default', async () => {
      const script = POLYGLOTS[1];
      const active = await upload(employee.email, { name: 'a.pdf', data: script.data() }, {}, 'sv');
      expect(active.json()).toMatchObject({
        message: 'Filen innehåller skript, inbäddade filer eller arkiv, vilket inte är tillåtet',
      });
      const huge = await upload(
        employee.email,
        { name: 'a.png', data: pngFile(30_000, 30_000) },
        {},
        'sv',
      );
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toMatchObject({
        message: 'Bilden är för stor: högst 20 000 pixlar på varje sida och 50 megapixlar',
      });
    });

    it('still accepts a PDF 1.5 with object streams', async () => {
      const response = await upload(employee.email, {
        name: 'modern.pdf',
        data: pdfWithObjectStreams(),
      });
      expect(response.statusCode).toBe(201);
    });

    it('stores names without bidirectional controls, and a bare extension with a name', async () => {
      const spoofed = await upload(employee.email, {
        name: 'inv\u202Efdp.exe.pdf',
        data: pdfFile(),
      });
      expect(spoofed.statusCode).toBe(201);
      const document = spoofed.json<{ uuid: string; name: string }>();
      expect(document.name).toBe('invfdp.exe.pdf');
      const row = await api.orm.em.fork().findOneOrFail(UserDocument, { uuid: document.uuid });
      expect(row.originalName).toBe('invfdp.exe.pdf');
      const download = await get(
        employerAdmin.email,
        `/api/v1/users/${employee.uuid}/documents/${document.uuid}`,
      );
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="invfdp.exe.pdf"; filename*=UTF-8''invfdp.exe.pdf`,
      );
      const bare = await upload(employee.email, { name: '.pdf', data: pdfFile() });
      expect(bare.statusCode).toBe(201);
      expect(bare.json()).toMatchObject({ name: 'document.pdf' });
    });
  });

  describe('multipart bodies are read only on the upload route, after the access check', () => {
    const MULTIPART = { 'content-type': 'multipart/form-data; boundary=sinnro' };
    const START =
      '--sinnro\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n';
    let port: number;

    beforeAll(async () => {
      await api.app.listen(0, '127.0.0.1');
      port = (api.app.getHttpServer().address() as AddressInfo).port;
    });

    const unfinished = (path: string, headers: Record<string, string> = {}) =>
      answerBeforeBody({
        port,
        path,
        headers: { ...MULTIPART, ...headers },
        declaredLength: FIVE_MB,
        start: START,
      });

    it('answers an upload without a token 401 although its 5 MB body was never sent', async () => {
      const answer = await unfinished(`/api/v1/users/${employee.uuid}/documents`);
      expect(answer.statusCode).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Du måste logga in',
      });
    });

    it('answers multipart on any other route 415 without reading it, logged in or not', async () => {
      const open = await unfinished('/client/login');
      expect(open.statusCode).toBe(415);
      expect(JSON.parse(open.body)).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Innehållstypen stöds inte',
      });
      const admin = await unfinished('/api/v1/consent-documents', {
        authorization: `Bearer ${await token('admin@example.com')}`,
        'accept-language': 'en',
      });
      expect(admin.statusCode).toBe(415);
      expect(JSON.parse(admin.body)).toMatchObject({ message: 'Unsupported content type' });
    });

    it('answers a company admin of another company 404 before reading the upload', async () => {
      const filesBefore = await stored();
      const answer = await unfinished(`/api/v1/users/${employee.uuid}/documents`, {
        authorization: `Bearer ${await token(otherAdmin.email)}`,
      });
      expect(answer.statusCode).toBe(404);
      expect(await stored()).toEqual(filesBefore);
    });

    it('refuses a declared body over the limit with 413 before reading it', async () => {
      const answer = await answerBeforeBody({
        port,
        path: `/api/v1/users/${employee.uuid}/documents`,
        headers: { ...MULTIPART, authorization: `Bearer ${await token(employerAdmin.email)}` },
        declaredLength: 2 * FIVE_MB,
        start: START,
      });
      expect(answer.statusCode).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        message: 'Filen är för stor, största tillåtna filstorlek är 5MB',
      });
    });

    it('still takes a whole upload over HTTP from the employer’s company admin', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdfFile())]), 'intyg över nätet.pdf');
      const response = await fetch(
        `http://127.0.0.1:${port}/api/v1/users/${employee.uuid}/documents`,
        {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${await token(employerAdmin.email)}` },
        },
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        name: 'intyg över nätet.pdf',
        uploaded_by_uuid: employerAdmin.uuid,
      });
    });
  });
});
