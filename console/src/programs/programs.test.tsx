import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRoutes, jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

/** Screens of a whole-app render load slowly on a busy CI machine (the first lazily). */
const SLOW = { timeout: 20_000 };

/** Logs in and opens the path once the login's own redirect to the role home has happened. */
async function logInAt(
  person: Parameters<typeof logInAs>[0],
  path: string,
  routes: FakeRoutes = {},
) {
  const session = await logInAs(person, routes);
  await waitFor(async () => {
    if (session.currentPath() !== path) await session.visit(path);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(session.currentPath()).toBe(path);
  }, SLOW);
  return session;
}

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: [
    'program.read.[*]',
    'program.create.[*]',
    'program.update.[*]',
    'program.delete.[*]',
  ],
};

const CC = {
  role: 'cc',
  firstName: 'Cecilia',
  lastName: 'Holm',
  permissions: ['program.read.[*]', 'program.create.[*]', 'program.update.[*]'],
};

const SELF_STUDY = '5b0c0de1-0000-4000-8000-000000000001';

const ROWS = [
  {
    id: 3,
    name: '<p>Sömnprogrammet</p>',
    fallback: false,
    modules: [
      { id: 11, name: 'Sömnvanor' },
      { id: 12, name: 'Oro' },
    ],
    duration: 56,
    default: 1,
    is_treatment: true,
    subscription_model_uuid: SELF_STUDY,
    subscription_model_name: 'Self study',
  },
];

function listOf(rows: unknown[]) {
  return () => {
    const response = jsonResponse(200, rows);
    response.headers.set('Content-Range', `programs 0-${rows.length - 1}/${rows.length}`);
    return response;
  };
}

const MODULE_OPTIONS = [
  { _id: 11, id: 11, name: 'Sömnvanor', type: 'module', is_published: true, disabled: false },
  { _id: 12, id: 12, name: 'Oro', type: 'module', is_published: true, disabled: false },
  { _id: 13, id: 13, name: 'Andning', type: 'module', is_published: true, disabled: false },
].map((option) => ({ ...option, fallback: false }));

const PROGRAM = {
  id: 5,
  _id: 5,
  uuid: '00000000-0000-4000-8000-000000000005',
  name: 'Stressprogrammet',
  description: null,
  duration: 56,
  default: 0,
  open_all_modules: false,
  is_treatment: true,
  hide_in_digital_treatment: false,
  subscription_model_uuid: SELF_STUDY,
  subscription_model_name: 'Self study',
  content_permissions: [],
  modules: [{ id: 11, _id: 11, name: 'Sömnvanor' }],
  assessments: [],
  language: 'sv',
  fallback: false,
};

const EDITOR_ROUTES = {
  '/api/programs/options/modules/sv': () => jsonResponse(200, MODULE_OPTIONS),
  '/api/programs/options/module-groups/sv': () =>
    jsonResponse(200, [{ value: 'stress', name: 'Stress' }]),
  '/api/programs/5/sv': () => jsonResponse(200, PROGRAM),
};

/** The JSON bodies sent to a path with a method. */
function bodiesSent(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
  method: string,
): unknown[] {
  return fetchMock.mock.calls.flatMap(([input, init]): unknown[] => {
    const url = new URL(urlOf(input));
    const request = typeof init === 'object' && init !== null ? init : {};
    const sentMethod = 'method' in request ? request.method : 'GET';
    const body = 'body' in request ? request.body : undefined;
    return url.pathname === path && sentMethod === method
      ? [typeof body === 'string' ? parse(body) : null]
      : [];
  });
}

const parse = (text: string): unknown => JSON.parse(text);

function urlOf(input: unknown): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input instanceof Request ? input.url : '';
}

describe('programs list', () => {
  it('names the subscription model in English when the console is in English', async () => {
    const { user, visit } = await logInAs(ADMIN, { '/api/admin/programs': listOf(ROWS) });
    await user.click(screen.getByRole('button', { name: 'Språk: Svenska' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('menuitem', { name: 'Home' }, SLOW)).toBeInTheDocument();
    await visit('/admin/programs/list');
    const link = await screen.findByRole('link', { name: 'Sömnprogrammet' }, SLOW);
    const row = link.closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('Self study')).toBeInTheDocument();
    expect(within(row).queryByText('Självstudier')).toBeNull();
  });

  it('shows names without markup, modules, duration in days and model; names open the editor', async () => {
    const { user, currentPath } = await logInAs(ADMIN, { '/api/admin/programs': listOf(ROWS) });
    await user.click(await screen.findByRole('menuitem', { name: 'Program' }, SLOW));
    await waitFor(() => expect(currentPath()).toBe('/admin/programs/list'), SLOW);
    const link = await screen.findByRole('link', { name: 'Sömnprogrammet' }, SLOW);
    const row = link.closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('Sömnvanor, Oro')).toBeInTheDocument();
    expect(within(row).getByText('56 dagar')).toBeInTheDocument();
    expect(within(row).getByText('Självstudier')).toBeInTheDocument();
    expect(screen.getByText('1–1 av 1')).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe('/admin/programs/edit/3'), SLOW);
  });

  it('shows the content creator the program duration and the client default', async () => {
    await logInAt(CC, '/cc/programs/list', { '/api/admin/programs': listOf(ROWS) });
    await screen.findByRole('link', { name: 'Sömnprogrammet' }, SLOW);
    expect(screen.getByText('Programmets längd')).toBeInTheDocument();
    expect(screen.getByText('Standard för klienter')).toBeInTheDocument();
    expect(screen.getByText('Ja')).toBeInTheDocument();
    expect(screen.queryByText('Självstudier')).toBeNull();
    // Without program.delete the rows cannot be selected for deletion.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('searches when Enter is pressed, and says when nothing matched', async () => {
    const { user, fetchMock } = await logInAt(ADMIN, '/admin/programs/list', {
      '/api/admin/programs': listOf([]),
    });
    expect(await screen.findByText('Det finns inga program att visa', {}, SLOW)).toBeVisible();
    const searches = () =>
      fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('%22q%22')).length;
    await user.type(screen.getByLabelText('Sök'), 'sömn');
    expect(searches()).toBe(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searches()).toBeGreaterThan(0), SLOW);
  });

  it('deletes the selected programs after the agree answer', async () => {
    const { user, fetchMock } = await logInAt(ADMIN, '/admin/programs/list', {
      '/api/admin/programs': listOf(ROWS),
      '/api/programs/3': () =>
        jsonResponse(200, { message: 'Valda program har tagits bort', deleted: [3] }),
    });
    await screen.findByRole('link', { name: 'Sömnprogrammet' }, SLOW);
    await user.click(screen.getAllByRole('checkbox')[1]);
    await user.click(await screen.findByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Vill du ta bort 1 valt program?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/programs/3', 'DELETE')).toHaveLength(1));
  });

  it('deletes every program matching the search with delete all', async () => {
    const { user, fetchMock } = await logInAt(ADMIN, '/admin/programs/list', {
      '/api/admin/programs': listOf(ROWS),
      '/api/programs/3': () =>
        jsonResponse(200, { message: 'Valda program har tagits bort', deleted: [3] }),
    });
    await screen.findByRole('link', { name: 'Sömnprogrammet' }, SLOW);
    await user.click(screen.getAllByRole('checkbox')[1]);
    await user.click(await screen.findByRole('button', { name: 'Ta bort alla' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Vill du ta bort alla 1 program som matchar sökningen?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nej' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetchMock, '/api/programs/3', 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ta bort alla' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, ta bort' }),
    );
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/programs/3', 'DELETE')).toHaveLength(1));
  }, 90_000);
});

describe('program editor', () => {
  it('creates a program with ordered modules and opens its edit page (201)', async () => {
    const { user, currentPath, fetchMock } = await logInAt(ADMIN, '/admin/programs/add', {
      ...EDITOR_ROUTES,
      '/api/programs': () =>
        jsonResponse(201, { status: 201, message: 'Programmet har skapats', id: 5, _id: 5 }),
    });
    const save = await screen.findByRole('button', { name: 'Skapa' }, SLOW);
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Namn/), 'Stressprogrammet');
    await user.click(screen.getByRole('combobox', { name: /Längd/ }));
    await user.click(await screen.findByRole('option', { name: '8 veckor' }));
    await user.click(screen.getByRole('combobox', { name: /Prenumerationsmodell/ }));
    await user.click(await screen.findByRole('option', { name: 'Självstudier' }));
    // Adding without a choice says what is missing.
    const addButtons = screen.getAllByRole('button', { name: 'Lägg till' });
    await user.click(addButtons[0]);
    expect(screen.getByText('Välj en modul')).toBeInTheDocument();
    for (const name of ['Oro', 'Andning']) {
      await user.click(screen.getByRole('combobox', { name: 'Välj en modul att lägga till' }));
      await user.click(await screen.findByRole('option', { name }));
      await user.click(addButtons[0]);
    }
    // An added module cannot be chosen again.
    await user.click(screen.getByRole('combobox', { name: 'Välj en modul att lägga till' }));
    expect(await screen.findByRole('option', { name: 'Oro (tillagd)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Flytta upp Andning' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(currentPath()).toBe('/admin/programs/edit/5'), SLOW);
    const [body] = bodiesSent(fetchMock, '/api/programs', 'POST');
    expect(body).toMatchObject({
      name: 'Stressprogrammet',
      duration: 56,
      subscription_model_uuid: SELF_STUDY,
      modules: [13, 12],
      language: 'sv',
      distribute_modules: false,
    });
  }, 120_000);

  it('asks whether newly added modules go to existing subscriptions, then saves (200)', async () => {
    const { user, currentPath, fetchMock } = await logInAt(ADMIN, '/admin/programs/edit/5', {
      ...EDITOR_ROUTES,
      '/api/programs/5': () =>
        jsonResponse(200, { status: 200, message: 'Programmet har sparats', id: 5, _id: 5 }),
    });
    await screen.findByDisplayValue('Stressprogrammet', {}, SLOW);
    // The subscription model is locked once the program has a name.
    expect(screen.getByRole('combobox', { name: /Prenumerationsmodell/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('combobox', { name: 'Välj en modul att lägga till' }));
    await user.click(await screen.findByRole('option', { name: 'Oro' }));
    await user.click(screen.getAllByRole('button', { name: 'Lägg till' })[0]);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/De läggs till som stängda/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, lägg till' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/programs/5', 'PUT')).toHaveLength(1));
    expect(bodiesSent(fetchMock, '/api/programs/5', 'PUT')[0]).toMatchObject({
      modules: [11, 12],
      subscription_model_uuid: SELF_STUDY,
      distribute_modules: true,
    });
    expect(currentPath()).toBe('/admin/programs/edit/5');
  }, 90_000);

  it('removes a module after confirmation and shows the server’s field errors', async () => {
    const { user } = await logInAt(ADMIN, '/admin/programs/edit/5', {
      ...EDITOR_ROUTES,
      '/api/programs/5': () =>
        jsonResponse(400, {
          statusCode: 400,
          message: 'Uppgifterna är ogiltiga',
          errors: { name: ['Namnet används redan'] },
        }),
    });
    await screen.findByDisplayValue('Stressprogrammet', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Ta bort Sömnvanor' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }));
    expect(await screen.findByText('Inga moduler har lagts till')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No module was added: saved without the question.
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Namnet används redan', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/befintliga prenumerationer/)).toBeNull();
  }, 90_000);

  it('reads the program in the chosen language, asking first when changes are unsaved', async () => {
    const { user, fetchMock } = await logInAt(ADMIN, '/admin/programs/edit/5', {
      ...EDITOR_ROUTES,
      '/api/programs/5/en': () => jsonResponse(200, { ...PROGRAM, language: 'sv', fallback: true }),
    });
    const name = await screen.findByDisplayValue('Stressprogrammet', {}, SLOW);
    await user.type(name, ' 2');
    await user.click(screen.getByRole('combobox', { name: /Språk/ }));
    await user.click(await screen.findByRole('option', { name: 'Engelska' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    // No English text yet: the name is empty, the Swedish one shown beside it.
    expect(await screen.findByText('Svenska: Stressprogrammet', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(/Namn/)).toHaveValue('');
    expect(
      fetchMock.mock.calls.some(([input]) => urlOf(input).endsWith('/api/programs/5/en')),
    ).toBe(true);
  }, 90_000);

  it('gives the content creator the simpler form, which needs a module', async () => {
    const { user, currentPath, fetchMock } = await logInAt(CC, '/cc/programs/add', {
      ...EDITOR_ROUTES,
      '/api/program/create': () =>
        jsonResponse(201, { status: 201, msg: 'Programmet har skapats', _id: 7, id: 7 }),
    });
    const save = await screen.findByRole('button', { name: 'Skapa' }, SLOW);
    expect(screen.getByText('Lägg till de moduler som ska ingå')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Prenumerationsmodell/ })).toBeNull();
    expect(screen.queryByText('Bedömningar')).toBeNull();
    await user.type(screen.getByLabelText(/Namn/), 'Sömnskola');
    await user.click(screen.getByRole('combobox', { name: /Längd/ }));
    await user.click(await screen.findByRole('option', { name: '4 veckor' }));
    await user.click(screen.getByRole('combobox', { name: 'Välj en modul att lägga till' }));
    await user.click(await screen.findByRole('option', { name: 'Oro' }));
    await user.click(screen.getByRole('button', { name: 'Lägg till' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(currentPath()).toBe('/cc/programs/edit/7'), SLOW);
    expect(bodiesSent(fetchMock, '/api/program/create', 'POST')[0]).toEqual({
      name: 'Sömnskola',
      duration: 28,
      default: false,
      modules: [12],
      language: 'sv',
    });
  }, 120_000);

  it('stays out of sight of users without program.read', async () => {
    const { visit, currentPath } = await logInAs({
      role: 'hc',
      firstName: 'Hanna',
      lastName: 'Ek',
    });
    expect(screen.queryByRole('menuitem', { name: 'Program' })).toBeNull();
    await visit('/admin/programs/list');
    await waitFor(() => expect(currentPath()).not.toBe('/admin/programs/list'), SLOW);
  });
});
