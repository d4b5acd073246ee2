import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type fakeApi, jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

/** Screens of a whole-app render load slowly on a busy CI machine. */
const SLOW = { timeout: 10_000 };

const CC = {
  role: 'cc',
  firstName: 'Cecilia',
  lastName: 'Holm',
  permissions: ['module.read.[*]', 'module.create.[*]', 'module.update.[*]', 'module.delete.[*]'],
};

type Language = 'sv' | 'en';

function languageOf(init: RequestInit): Language {
  return new Headers(init.headers).get('Accept-Language') === 'en' ? 'en' : 'sv';
}

function list(resource: string, rows: unknown[]) {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', `${resource} 0-${rows.length - 1}/${rows.length}`);
  return response;
}

const NAMES = {
  module: { sv: 'Sömn och återhämtning', en: 'Sleep and recovery' },
  chapter: { sv: 'Vad är sömn?', en: 'What is sleep?' },
  page: { sv: 'Introduktion', en: 'Introduction' },
};

function moduleRecord(language: Language) {
  return {
    id: 5,
    _id: 5,
    uuid: 'c0a7e470-0000-4000-8000-000000000001',
    type: 'module',
    category: 'sleep',
    name: NAMES.module[language],
    description: null,
    is_published: true,
    chat_available: false,
    billable: false,
    suggested: false,
    repeatable: false,
    iteration_days: null,
    test_id: null,
    test: null,
    languages: ['en', 'sv'],
    language,
    fallback: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    chapters: [{ id: 6, position: 0, name: NAMES.chapter[language], language, fallback: false }],
  };
}

function pageRecord(language: Language) {
  return {
    id: 9,
    position: 0,
    name: NAMES.page[language],
    language,
    fallback: false,
    page_type: 'questions',
    section_id: 8,
    body: language === 'sv' ? '<p>Om sömn</p><script>alert(1)</script>' : '<p>About sleep</p>',
    answer_type: 'single_choice',
    tool: null,
    questionnaire_template: null,
    report_read_mandatory: false,
    content_report_data: null,
    therapist_approval_required: false,
    languages: ['en', 'sv'],
    questions: [
      {
        id: 11,
        text: language === 'sv' ? 'Hur sover du?' : 'How do you sleep?',
        language,
        fallback: false,
        code: 'sleep_1',
        required: true,
        reverse_scored: false,
        position: 0,
        options: [
          {
            id: 21,
            label: language === 'sv' ? 'Bra' : 'Well',
            value: 0,
            is_correct: false,
            position: 0,
            language,
            fallback: false,
          },
          {
            id: 22,
            label: language === 'sv' ? 'Dåligt' : 'Badly',
            value: 1,
            is_correct: false,
            position: 1,
            language,
            fallback: false,
          },
        ],
      },
    ],
  };
}

const tree = (language: Language) => ({
  type: 'module',
  id: 5,
  name: NAMES.module[language],
  language,
  fallback: false,
  children: [
    {
      type: 'chapter',
      id: 6,
      name: NAMES.chapter[language],
      language,
      fallback: false,
      children: [
        {
          type: 'section',
          id: 8,
          name: 'Sömnens faser',
          language,
          fallback: false,
          children: [
            { type: 'page', id: 9, name: NAMES.page[language], language, fallback: false },
          ],
        },
      ],
    },
  ],
});

const ROUTES = {
  '/api/admin/modules': () => list('modules', [moduleRecord('sv')]),
  '/api/admin/modules/5': (init: RequestInit) =>
    init.method === 'PUT'
      ? jsonResponse(200, moduleRecord('en'))
      : jsonResponse(200, moduleRecord(languageOf(init))),
  '/api/admin/pages/9': (init: RequestInit) => jsonResponse(200, pageRecord(languageOf(init))),
  '/api/treeview/module/5/sv': () => jsonResponse(200, tree('sv')),
  '/api/treeview/module/5/en': () => jsonResponse(200, tree('en')),
  '/api/breadcrumb/sv/page/9/0': () =>
    jsonResponse(200, [
      { type: 'module', id: 5, name: NAMES.module.sv, language: 'sv', fallback: false },
      { type: 'chapter', id: 6, name: NAMES.chapter.sv, language: 'sv', fallback: false },
      { type: 'section', id: 8, name: 'Sömnens faser', language: 'sv', fallback: false },
      { type: 'page', id: 9, name: NAMES.page.sv, language: 'sv', fallback: false },
    ]),
};

/** The JSON bodies of the PUT requests to a path. */
function putBodies(fetchMock: ReturnType<typeof fakeApi>['fetchMock'], path: string): unknown[] {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.includes(path) || init?.method !== 'PUT' || typeof init.body !== 'string') return [];
    const body: unknown = JSON.parse(init.body);
    return [body];
  });
}

/** Logs the content creator in and waits until the login has taken them home. */
async function logInAsCc(routes: Parameters<typeof logInAs>[1]) {
  const session = await logInAs(CC, routes);
  await waitFor(() => expect(session.currentPath()).toBe('/cc/modules/list'), SLOW);
  return session;
}

// Whole-app renders with several screens each; slower than the default on a busy machine.
describe('content authoring', { timeout: 60_000 }, () => {
  it('gives the content creator the modules list as home, with the module editor a click away', async () => {
    const { user, currentPath } = await logInAsCc(ROUTES);
    await waitFor(() => expect(currentPath()).toBe('/cc/modules/list'), SLOW);
    await screen.findByText(NAMES.module.sv, {}, SLOW);
    const row = screen.getByRole('row', { name: new RegExp(NAMES.module.sv) });
    expect(within(row).getByText('Modul')).toBeInTheDocument();
    // The category 'sleep' in Swedish.
    expect(within(row).getByText('Sömn')).toBeInTheDocument();
    expect(within(row).queryByText('sleep')).toBeNull();
    expect(screen.getByRole('button', { name: /Exportera/ })).toBeInTheDocument();
    await user.click(screen.getByText(NAMES.module.sv));
    await waitFor(() => expect(currentPath()).toBe('/cc/modules/edit/5'), SLOW);
    expect(await screen.findByDisplayValue(NAMES.module.sv, {}, SLOW)).toBeInTheDocument();
    // The chapters, and the tree view down to the pages.
    expect(screen.getAllByRole('link', { name: NAMES.chapter.sv })[0]).toHaveAttribute(
      'href',
      '/cc/chapter/edit/6',
    );
    const treeView = await screen.findByRole('navigation', { name: 'Trädvy' }, SLOW);
    expect(
      await within(treeView).findByRole('link', { name: NAMES.page.sv }, SLOW),
    ).toHaveAttribute('href', '/cc/pages/edit/9');
  });

  it('load and save the English texts when the language is switched', async () => {
    const { user, visit, currentPath, fetchMock } = await logInAsCc(ROUTES);
    await visit('/cc/modules/edit/5');
    await screen.findByDisplayValue(NAMES.module.sv, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Engelska' }));
    await waitFor(() => expect(window.location.search).toBe('?lang=en'), SLOW);
    const name = await screen.findByDisplayValue(NAMES.module.en, {}, SLOW);
    expect(currentPath()).toBe('/cc/modules/edit/5');
    await user.clear(name);
    await user.type(name, 'Sleep well');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => {
      const bodies = putBodies(fetchMock, '/api/admin/modules/5');
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ name: 'Sleep well', language: 'en' });
    }, SLOW);
  });

  it('edit a question page with its breadcrumb, questions and options, and preview it safely', async () => {
    const orders: unknown[] = [];
    const { user, visit } = await logInAsCc({
      ...ROUTES,
      '/api/question/11/options/order': (init: RequestInit) => {
        orders.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}'));
        return jsonResponse(200, pageRecord('sv').questions[0]);
      },
    });
    await visit('/cc/pages/edit/9/section/8');
    expect(await screen.findByDisplayValue(NAMES.page.sv, {}, SLOW)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Sökväg' });
    expect(
      await within(breadcrumb).findByRole('link', { name: 'Sömnens faser' }, SLOW),
    ).toHaveAttribute('href', '/cc/section/edit/8');
    expect(screen.getByDisplayValue('Hur sover du?')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Dåligt')).toBeInTheDocument();
    // The first option cannot move up; the second moves above it through the order route.
    expect(screen.getByRole('button', { name: 'Flytta upp Bra' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Flytta upp Dåligt' }));
    await waitFor(() => expect(orders).toEqual([{ ids: [22, 21] }]), SLOW);
    await user.click(screen.getByRole('button', { name: 'Förhandsgranska' }));
    const preview = await screen.findByRole('dialog', {}, SLOW);
    expect(within(preview).getByRole('heading', { name: NAMES.page.sv })).toBeInTheDocument();
    expect(within(preview).getByText('Om sömn')).toBeInTheDocument();
    expect(within(preview).getByRole('radio', { name: 'Dåligt' })).toBeInTheDocument();
    // Authored markup outside the client's list is shown as text, never run.
    expect(preview.querySelector('script')).toBeNull();
  });

  it('show the server’s field errors under the inputs and keep what was typed', async () => {
    const { user, visit } = await logInAsCc({
      ...ROUTES,
      '/api/admin/pages/9': (init: RequestInit) =>
        init.method === 'PUT'
          ? jsonResponse(400, {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Uppgifterna är ogiltiga',
              errors: { name: 'Namnet är för långt' },
            })
          : jsonResponse(200, pageRecord(languageOf(init))),
    });
    await visit('/cc/pages/edit/9');
    const name = await screen.findByDisplayValue(NAMES.page.sv, {}, SLOW);
    await user.type(name, ' och mer');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Namnet är för långt', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByDisplayValue(`${NAMES.page.sv} och mer`)).toBeInTheDocument();
  });

  it('give admins the language in the path and the pages list with its sections', async () => {
    const { user, visit, currentPath, fetchMock } = await logInAs(
      { ...CC, role: 'admin', firstName: 'Astrid', lastName: 'Andersson' },
      {
        ...ROUTES,
        '/api/admin/pages': () =>
          list('pages', [
            { id: 9, position: 0, name: NAMES.page.sv, page_type: 'questions', section_id: 8 },
          ]),
        '/api/admin/sections': () =>
          list('sections', [{ id: 8, position: 0, name: 'Sömnens faser', chapter_id: 6 }]),
      },
    );
    // The admin's home first (after login), then the module.
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/admin/modules/edit/5/sv');
    await screen.findByDisplayValue(NAMES.module.sv, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Engelska' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/modules/edit/5/en'), SLOW);
    expect(await screen.findByDisplayValue(NAMES.module.en, {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: NAMES.chapter.en })[0]).toHaveAttribute(
      'href',
      '/admin/chapter/edit/6/en',
    );

    await visit('/admin/pages/list');
    const row = await screen.findByRole('row', { name: new RegExp(NAMES.page.sv) }, SLOW);
    expect(within(row).getByText('Frågor')).toBeInTheDocument();
    expect(await within(row).findByText('Sömnens faser', {}, SLOW)).toBeInTheDocument();
    await user.click(within(row).getByText(NAMES.page.sv));
    await waitFor(() => expect(currentPath()).toBe('/admin/pages/edit/section/9/8/sv'), SLOW);

    // /admin/modules/list/{pageNo} asks for that page.
    await visit('/admin/modules/list/2');
    await waitFor(() => {
      const ranges = fetchMock.mock.calls.flatMap(([input]) => {
        const url = new URL(input instanceof Request ? input.url : input.toString());
        return url.pathname === '/api/admin/modules' ? [url.searchParams.get('range')] : [];
      });
      expect(ranges).toContain('[25,49]');
    }, SLOW);
  });

  it('show a question’s risk marker read-only to the content creator and editable to an admin with the permission', async () => {
    const riskPage = (language: Language) => {
      const page = pageRecord(language);
      return {
        ...page,
        questions: page.questions.map((question) => ({
          ...question,
          is_risk_item: true,
          risk_threshold: 2,
        })),
      };
    };
    const routes = {
      ...ROUTES,
      '/api/admin/pages/9': (init: RequestInit) => jsonResponse(200, riskPage(languageOf(init))),
      '/api/question/11/sv': () => jsonResponse(200, riskPage('sv').questions[0]),
    };
    const cc = await logInAsCc(routes);
    await cc.visit('/cc/pages/edit/9/section/8');
    expect(await screen.findByDisplayValue('Hur sover du?', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Riskfråga: svar med värde 2 eller högre larmar behandlaren. Bara en administratör kan ändra det.',
    );
    expect(screen.queryByRole('checkbox', { name: 'Riskfråga (larmar behandlaren)' })).toBeNull();
    await cc.user.click(screen.getByRole('button', { name: 'Spara frågan' }));
    await waitFor(
      () => expect(putBodies(cc.fetchMock, '/api/question/11/sv')).toHaveLength(1),
      SLOW,
    );
    expect(putBodies(cc.fetchMock, '/api/question/11/sv')[0]).not.toHaveProperty('is_risk_item');
    cleanup();

    const admin = await logInAs(
      {
        ...CC,
        role: 'admin',
        firstName: 'Astrid',
        lastName: 'Andersson',
        permissions: [...CC.permissions, 'module/risk-item.update.[*]'],
      },
      routes,
    );
    await admin.visit('/admin/pages/edit/section/9/8/sv');
    const marker = await screen.findByRole(
      'checkbox',
      { name: 'Riskfråga (larmar behandlaren)' },
      SLOW,
    );
    expect(marker).toBeChecked();
    expect(screen.getByLabelText('Larmar från svarsvärde')).toHaveValue('2');
    expect(screen.queryByRole('note')).toBeNull();
    await admin.user.click(marker);
    await admin.user.click(screen.getByRole('button', { name: 'Spara frågan' }));
    await waitFor(
      () => expect(putBodies(admin.fetchMock, '/api/question/11/sv')).toHaveLength(1),
      SLOW,
    );
    expect(putBodies(admin.fetchMock, '/api/question/11/sv')[0]).toMatchObject({
      is_risk_item: false,
      risk_threshold: 2,
    });
  });

  it('keep the content screens from users without module rights', async () => {
    const { visit, currentPath } = await logInAs({
      role: 'hc',
      firstName: 'Hanna',
      lastName: 'Ek',
    });
    expect(screen.queryByRole('menuitem', { name: 'Moduler' })).toBeNull();
    await visit('/admin/modules/list');
    await waitFor(() => expect(currentPath()).toBe('/clients'), SLOW);
  });
});
