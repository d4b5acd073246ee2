import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';

const SUBSCRIPTION = 'dc0c0de0-0000-4000-8000-000000000301';
const MODEL = 'dc0c0de0-0000-4000-8000-000000000001';

const MODULE = {
  _id: 5,
  id: 5,
  name: 'Må bättre',
  description: 'Om nedstämdhet.',
  type: 'module',
  is_published: true,
  repeatable: false,
  iteration_days: null,
  position: 1,
  is_open: true,
  module_status: 1,
  progress: 0,
  status: 'ongoing',
  page_count: 2,
  new_round_allowed: true,
  opens_at: null,
  instances: [],
  language: 'sv',
  fallback: false,
};

const PROGRAMS = [
  {
    uuid: SUBSCRIPTION,
    subscription_model_name: 'Therapist assisted',
    subscription_model_uuid: MODEL,
    status: 'active',
    end_date: null,
    progress: 0,
    programs: [],
    modules: [MODULE],
  },
];

function signIn() {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  mockFetch(({ url }) => {
    if (url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, makeUser());
    if (url.endsWith('/client/programs')) return jsonResponse(200, PROGRAMS);
    if (url.includes(`/client/module/${MODEL}/5/`)) return jsonResponse(200, MODULE);
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

describe('a module by its slug (/client/module/{slug})', () => {
  it('opens the module’s own page, named by its name as a slug', async () => {
    signIn();
    renderAppAt('/client/module/ma-battre');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Må bättre' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/client/module/5/${MODEL}`);
    expect(screen.queryByText(/kommer i senare versioner/)).not.toBeInTheDocument();
  });

  it('opens it by its id too', async () => {
    signIn();
    renderAppAt('/client/module/5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Må bättre' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/client/module/5/${MODEL}`);
  });

  it('says a module the client does not hold is not in their programs, and leads on', async () => {
    signIn();
    renderAppAt('/client/module/somn');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modulen finns inte i dina program' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till mina program' })).toHaveAttribute(
      'href',
      '/client/treatment',
    );
    expect(screen.getByRole('link', { name: 'Skriv till din terapeut' })).toHaveAttribute(
      'href',
      '/client/messages',
    );
  });
});
