import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';
import { intervalProblem } from './reference-template-record';

const SLOW = { timeout: 10_000 };

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: ['module.read.[*]', 'module.create.[*]', 'module.update.[*]', 'module.delete.[*]'],
};

const ROWS = [
  { id: 1, uuid: 'r1', name: 'PHQ-9 nivåer', language: 'sv', fallback: false, intervals_count: 5 },
  { id: 2, uuid: 'r2', name: 'GAD-7 nivåer', language: 'sv', fallback: false, intervals_count: 4 },
];

function list(rows: unknown[]) {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', `reference-templates 0-${rows.length - 1}/${rows.length}`);
  return response;
}

function bodyOf(init: RequestInit): Record<string, unknown> {
  const parsed: unknown = JSON.parse(typeof init.body === 'string' ? init.body : '{}');
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
}

describe('intervalProblem', () => {
  it('accepts intervals that follow each other and names overlaps, gaps and reversed bounds', () => {
    const ok = [
      { start_value: 0, value: 4 },
      { start_value: 5, value: 9 },
    ];
    expect(intervalProblem(ok, 0)).toBeUndefined();
    expect(intervalProblem(ok, 1)).toBeUndefined();
    expect(
      intervalProblem(
        [
          { start_value: 0, value: 4 },
          { start_value: 4, value: 9 },
        ],
        1,
      ),
    ).toEqual({ message: 'app.reference-templates.interval_overlap', args: {} });
    expect(
      intervalProblem(
        [
          { start_value: 0, value: 4 },
          { start_value: 7, value: 9 },
        ],
        1,
      ),
    ).toEqual({ message: 'app.reference-templates.interval_gap', args: { expected: 5 } });
    expect(intervalProblem([{ start_value: 3, value: 1 }], 0)).toEqual({
      message: 'app.reference-templates.interval_bounds',
      args: {},
    });
  });
});

describe('reference templates', () => {
  it('are listed beside the reports, by name, with their interval counts', async () => {
    const { user } = await logInAs(ADMIN, {
      '/api/admin/reference-templates': () => list(ROWS),
      '/api/admin/report-templates': () => list([]),
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Rapporter' }, SLOW));
    await user.click(await screen.findByRole('tab', { name: 'Referensmallar' }, SLOW));
    const row = (await screen.findByText('PHQ-9 nivåer', {}, SLOW)).closest('tr');
    expect(within(row as HTMLElement).getByText('5')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/reports/reference-templates/list');
  });

  it('refuse overlapping intervals before sending, and show the server’s field errors', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, visit, currentPath } = await logInAs(ADMIN, {
      '/api/admin/reference-templates': (init) => {
        sent.push(bodyOf(init));
        return jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Uppgifterna är ogiltiga',
          errors: { 'intervals.1.label': 'Etikett är obligatorisk' },
        });
      },
    });
    // The login's own redirect to the admin's home comes first.
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/admin/reports/reference-template/add');
    await user.type(await screen.findByLabelText(/Namn/, {}, SLOW), 'Sömnnivåer');
    const [firstEnd] = screen.getAllByLabelText(/Till och med/);
    await user.clear(firstEnd);
    await user.type(firstEnd, '4');
    await user.type(screen.getAllByLabelText(/Etikett/)[0], 'Låg');
    await user.click(screen.getByRole('button', { name: 'Lägg till intervall' }));
    const starts = await screen.findAllByLabelText(/Från/);
    await user.type(starts[1], '3');
    await user.type(screen.getAllByLabelText(/Till och med/)[1], '9');
    await user.type(screen.getAllByLabelText(/Etikett/)[1], 'Hög');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(/detta börjar vid eller före/, {}, SLOW)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(starts[1]);
    await user.type(starts[1], '5');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Etikett är obligatorisk', {}, SLOW)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'Sömnnivåer',
      lang: 'sv',
      intervals: [
        { start_value: 0, value: 4, label: 'Låg', color: '#2e7d32' },
        { start_value: 5, value: 9, label: 'Hög' },
      ],
    });
  });

  it('edit a template’s texts in English when the switch says so, whatever the interface language', async () => {
    const sent: Record<string, unknown>[] = [];
    const asked: (string | null)[] = [];
    const template = (language: 'sv' | 'en') => ({
      id: 1,
      uuid: 'r1',
      name: language === 'en' ? 'PHQ-9 levels' : 'PHQ-9 nivåer',
      language,
      fallback: false,
      languages: ['sv', 'en'],
      intervals: [
        {
          id: 9,
          position: 0,
          start_value: 0,
          value: 27,
          color: '#2e7d32',
          label: language === 'en' ? 'All' : 'Alla',
          explanation_text: null,
          language,
          fallback: false,
        },
      ],
    });
    const { user, visit, currentPath } = await logInAs(ADMIN, {
      '/api/admin/reference-templates/1': (init) => {
        const language = new Headers(init.headers).get('Accept-Language') === 'en' ? 'en' : 'sv';
        asked.push(language);
        if (init.method === 'PUT') sent.push(bodyOf(init));
        return jsonResponse(200, template(language));
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/admin/reports/reference-template/1/edit');
    expect(await screen.findByDisplayValue('PHQ-9 nivåer', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Engelska' }));
    expect(await screen.findByDisplayValue('PHQ-9 levels', {}, SLOW)).toBeInTheDocument();
    expect(window.location.search).toBe('?lang=en');
    await user.type(screen.getByDisplayValue('All'), ' scores');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toMatchObject({
      lang: 'en',
      intervals: [{ id: 9, start_value: 0, value: 27, label: 'All scores' }],
    });
  });
});
