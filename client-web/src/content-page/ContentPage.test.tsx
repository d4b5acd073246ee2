import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';

const SUBSCRIPTION = 'dc0c0de0-0000-4000-8000-000000000301';
const MODEL = 'dc0c0de0-0000-4000-8000-000000000001';

const module = (id: number, name: string, is_open = true) => ({
  _id: id,
  id,
  name,
  description: 'Om stress.',
  type: 'module',
  is_published: true,
  repeatable: false,
  iteration_days: null,
  position: id,
  is_open,
  module_status: 1,
  progress: 0,
  page_count: 2,
  instances: [],
  language: 'sv',
  fallback: false,
});

const PROGRAMS = [
  {
    uuid: SUBSCRIPTION,
    subscription_model_name: 'Self study',
    subscription_model_uuid: MODEL,
    status: 'active',
    end_date: null,
    progress: 0,
    programs: [],
    modules: [module(5, 'Stress och återhämtning'), module(6, 'Sömn', false)],
  },
];

const PLAYER = {
  subscription_uuid: SUBSCRIPTION,
  subscription_model_uuid: MODEL,
  module_id: 5,
  module_instance_id: 9,
  instance: null,
  awaiting_approval: false,
  completed: false,
  progress: 0,
  page_count: 2,
  next_page: { id: 12, chapter_id: 1 },
  previous_page: null,
  page: {
    id: 11,
    chapter_id: 1,
    section_id: 1,
    position: 0,
    page_type: 'content',
    answer_type: null,
    tool: null,
    name: 'Stress är inte farligt i sig',
    body: '<p>Stress hjälper oss att prestera.</p>',
    therapist_approval_required: false,
    report_read_mandatory: false,
    answered: false,
    approved_at: null,
    questions: [],
    language: 'sv',
    fallback: false,
  },
};

function signIn(): RecordedRequest[] {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  return mockFetch(({ url }) => {
    if (url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, makeUser());
    if (url.endsWith('/client/programs')) return jsonResponse(200, PROGRAMS);
    if (url.includes(`/client/page/${SUBSCRIPTION}/5/`)) return jsonResponse(200, PLAYER);
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

describe('/client/page/{slug}', () => {
  it('plays the module its name slug names, in the subscription that holds it, and keeps its id in the address', async () => {
    stubScreenWidth(1280);
    const requests = signIn();
    renderAppAt('/client/page/stress-och-aterhamtning');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stress och återhämtning' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Stress är inte farligt i sig' }),
    ).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      `/client/page/5?subscription=${SUBSCRIPTION}`,
    );
    expect(requests.some(({ url }) => url.endsWith(`/client/page/${SUBSCRIPTION}/5/sv`))).toBe(
      true,
    );
  });

  it('says so for a slug that names no module of the client’s', async () => {
    stubScreenWidth(1280);
    signIn();
    renderAppAt('/client/page/finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till mina program' })).toHaveAttribute(
      'href',
      '/client/treatment',
    );
  });

  it('does not play a module that is not open yet', async () => {
    stubScreenWidth(1280);
    const requests = signIn();
    renderAppAt('/client/page/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sömn' })).toBeInTheDocument();
    expect(screen.getByText('Modulen är inte öppen för dig ännu.')).toBeInTheDocument();
    expect(requests.some(({ url }) => url.includes('/client/page/'))).toBe(false);
  });
});
