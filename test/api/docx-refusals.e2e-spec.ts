import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  docxWithDoctype,
  docxWithEntityBomb,
  docxWithExternalTemplate,
  docxWithHyperlink,
  docxWithLinkedImage,
  docxWithMacroPart,
} from 'src/documents/file-checks/sample-files';
import { type User } from 'src/users/user.entity';
import { startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

type Language = 'sv' | 'en';

const TEXTS = {
  macros: {
    sv: 'Dokumentet innehåller makron, vilket inte är tillåtet: spara det som ett vanligt Word-dokument (.docx)',
    en: 'The document contains macros, which are not allowed: save it as a plain Word document (.docx)',
  },
  externalLink: {
    sv: 'Dokumentet hämtar en mall, bild eller ett objekt från en annan plats när det öppnas, vilket inte är tillåtet',
    en: 'The document fetches a template, image or object from elsewhere when opened, which is not allowed',
  },
  xmlDeclarations: {
    sv: 'Dokumentet innehåller XML-deklarationer (DOCTYPE eller ENTITY), vilket inte är tillåtet',
    en: 'The document contains XML declarations (DOCTYPE or ENTITY), which are not allowed',
  },
} as const;

/** A multipart body as a browser's FormData sends it. */
async function multipart(name: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

describe('DOCX uploads that fetch, run or expand something', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let folder: string;
  let employee: User;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sinnro-docx-'));
    api = await startTestApp({ DOCUMENT_STORAGE_DIR: folder });
    fixtures = new UserFixtures(api);
    const { company } = await fixtures.company('Docxbolaget AB', []);
    employee = await fixtures.user(
      { email: `docx-${Date.now().toString(36)}@example.test`, firstName: 'Dag', lastName: 'Docx' },
      { withPassword: true },
    );
    await fixtures.member(employee.id, company.uuid);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function upload(name: string, data: Buffer, language: Language = 'sv') {
    const body = await multipart(name, data);
    return api.request({
      method: 'POST',
      url: `/api/v1/users/${employee.uuid}/documents`,
      payload: body.payload,
      headers: {
        authorization: `Bearer ${await fixtures.token(employee.email)}`,
        'content-type': body.contentType,
        'accept-language': language,
      },
    });
  }

  const stored = async () => (await readdir(folder)).filter((name) => !name.startsWith('.'));

  describe.each<Language>(['sv', 'en'])('in the caller’s language (%s)', (language) => {
    it.each([
      ['an external template link', docxWithExternalTemplate, 'externalLink'],
      ['an image linked from a server', docxWithLinkedImage, 'externalLink'],
      ['a vbaProject.bin part', docxWithMacroPart, 'macros'],
      ['a DOCTYPE with an external entity', docxWithDoctype, 'xmlDeclarations'],
      ['an entity-expansion bomb', docxWithEntityBomb, 'xmlDeclarations'],
    ] as const)('refuses a DOCX with %s and stores nothing', async (_name, file, text) => {
      const before = await stored();
      const response = await upload('avtal.docx', file(), language);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: TEXTS[text][language],
        errors: { file: TEXTS[text][language] },
      });
      expect(await stored()).toEqual(before);
    });
  });

  it('still accepts a DOCX with an ordinary web link', async () => {
    const response = await upload('länk.docx', docxWithHyperlink());
    expect(response.statusCode).toBe(201);
  });
});
