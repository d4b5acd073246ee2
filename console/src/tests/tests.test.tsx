import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

/** Screens of a whole-app render load slowly on a busy CI machine. */
const SLOW = { timeout: 10_000 };

const PERMISSIONS = [
  'module.read.[*]',
  'module.create.[*]',
  'module.update.[*]',
  'module.delete.[*]',
];
const CC = { role: 'cc', firstName: 'Cecilia', lastName: 'Holm', permissions: PERMISSIONS };
const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: PERMISSIONS,
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

const NAMES = { sv: 'Sömnskattning', en: 'Sleep rating' };

function testRecord(language: Language) {
  return {
    id: 3,
    _id: 3,
    uuid: '7e570000-0000-4000-8000-000000000003',
    code: 'sleep',
    name: NAMES[language],
    description: null,
    language,
    fallback: false,
    languages: ['sv', 'en'],
    sections: [
      {
        id: 11,
        position: 0,
        name: 'Frågor',
        language,
        fallback: false,
        pages: [{ id: 21, position: 0, name: 'Sömnfrågor', page_type: 'questions' }],
        empty_text: null,
      },
    ],
    empty_text: null,
  };
}

const SECTION = {
  id: 11,
  position: 0,
  name: 'Frågor',
  language: 'sv',
  fallback: false,
  chapter_id: null,
  test_id: 3,
  module: null,
  chapter: null,
  test: { id: 3, name: NAMES.sv },
  languages: ['sv'],
  pages: [{ id: 21, position: 0, name: 'Sömnfrågor', page_type: 'questions' }],
  empty_text: null,
};

const PAGE = {
  id: 21,
  position: 0,
  name: 'Sömnfrågor',
  language: 'sv',
  fallback: false,
  page_type: 'questions',
  section_id: 11,
  body: null,
  answer_type: 'single_choice',
  tool: null,
  questionnaire_template: null,
  report_read_mandatory: false,
  content_report_data: null,
  therapist_approval_required: false,
  languages: ['sv'],
  questions: [
    {
      id: 31,
      text: 'Hur har du sovit?',
      code: 'sleep_1',
      required: true,
      reverse_scored: false,
      position: 0,
      language: 'sv',
      fallback: false,
      options: [
        {
          id: 41,
          label: 'Bra',
          value: 0,
          is_correct: false,
          position: 0,
          language: 'sv',
          fallback: false,
        },
      ],
    },
  ],
};

describe('tests', () => {
  it('are listed for the content creator from the menu, by name and code', async () => {
    const { user, currentPath } = await logInAs(CC, {
      '/api/admin/tests': () => list('tests', [testRecord('sv')]),
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Tester' }, SLOW));
    expect(await screen.findByText(NAMES.sv, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('sleep')).toBeInTheDocument();
    expect(currentPath()).toBe('/cc/tests/list');
  });

  it('keep the page in the path: /admin/tests/list/2 opens page 2, paging rewrites it', async () => {
    const ranges: (string | null)[] = [];
    const rows = Array.from({ length: 30 }, (_, index) => ({
      ...testRecord('sv'),
      id: index + 1,
      name: `Test ${index + 1}`,
    }));
    const { user, visit, currentPath, fetchMock } = await logInAs(ADMIN, {
      '/api/admin/tests': () => list('tests', rows),
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/admin/tests/list/2');
    await waitFor(() => {
      for (const [input] of fetchMock.mock.calls) {
        const url = new URL(input instanceof Request ? input.url : input.toString());
        if (url.pathname === '/api/admin/tests') ranges.push(url.searchParams.get('range'));
      }
      expect(ranges).toContain('[25,49]');
    }, SLOW);

    // Page 2 shown: its button names the current page.
    await screen.findByRole('button', { name: 'Sida 2' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Gå till sida 1' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/tests/list'), SLOW);
    await user.click(await screen.findByRole('button', { name: 'Gå till nästa sida' }, SLOW));
    await waitFor(() => expect(currentPath()).toBe('/admin/tests/list/2'), SLOW);

    // Back from elsewhere by the menu: the list keeps its page, and the path says so.
    await visit('/admin/users/list');
    await user.click(await screen.findByRole('menuitem', { name: 'Tester' }, SLOW));
    await waitFor(() => expect(currentPath()).toBe('/admin/tests/list/2'), SLOW);
  });

  it('open a test, its section and its page with the question editor at the specification’s paths', async () => {
    const asked: Language[] = [];
    const { user, visit, currentPath } = await logInAs(ADMIN, {
      '/api/admin/tests/3': (init) => {
        asked.push(languageOf(init));
        return jsonResponse(200, testRecord(languageOf(init)));
      },
      '/api/admin/sections/11': () => jsonResponse(200, SECTION),
      '/api/admin/pages/21': () => jsonResponse(200, PAGE),
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/admin/test/edit/3');
    expect(await screen.findByDisplayValue(NAMES.sv, {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Frågor' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/test-section/edit/test/11/3'), SLOW);
    expect(await screen.findByDisplayValue('Frågor', {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: `Tillbaka till ${NAMES.sv}` }, SLOW),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sömnfrågor' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/test-pages/edit/test/21/3'), SLOW);
    expect(await screen.findByDisplayValue('Hur har du sovit?', {}, SLOW)).toBeInTheDocument();

    await visit('/admin/test/edit/3?lang=en');
    expect(await screen.findByDisplayValue(NAMES.en, {}, SLOW)).toBeInTheDocument();
    expect(asked).toContain('en');
  });

  it('stay out of the health coach’s menu and paths (module.read alone)', async () => {
    const { visit, currentPath } = await logInAs({
      role: 'hc',
      firstName: 'Hanna',
      lastName: 'Ek',
      permissions: ['module.read.[*]'],
    });
    await waitFor(() => expect(currentPath()).toBe('/clients'), SLOW);
    expect(screen.queryByRole('menuitem', { name: 'Tester' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Rapporter' })).toBeNull();
    await visit('/admin/tests/list');
    await waitFor(() => expect(currentPath()).toBe('/clients'), SLOW);
  });
});
