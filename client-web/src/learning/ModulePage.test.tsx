import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, makeUser } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';
import { type LearningModule, type ModuleInstance } from './learning-api';
import { moduleAction } from './ModulePage';

const MODEL = 'dc0c0de0-0000-4000-8000-000000000001';
const user = makeUser();

const completed: ModuleInstance = {
  module_instance_id: 9,
  num: 1,
  active: true,
  start_new: false,
  is_completed: true,
  start_date: '2026-11-20',
  started_at: '2026-11-20T08:00:00.000Z',
  completed_at: '2026-11-20T08:10:00.000Z',
  progress: 100,
  subscription_model_uuid: MODEL,
  feedback_url: null,
};

const assessment = (overrides: Partial<LearningModule> = {}): LearningModule => ({
  _id: 5,
  id: 5,
  name: 'PHQ-9 – skattning av nedstämdhet',
  description: null,
  type: 'assessment',
  is_published: true,
  repeatable: true,
  iteration_days: 14,
  position: 0,
  is_open: true,
  module_status: 1,
  progress: 100,
  status: 'completed',
  page_count: 1,
  new_round_allowed: false,
  opens_at: null,
  instances: [completed],
  language: 'sv',
  fallback: false,
  ...overrides,
});

/** Renders the module page with the server answering `module`; returns the recorded requests. */
function renderModule(module: LearningModule): RecordedRequest[] {
  stubScreenWidth(1280);
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  const requests = mockFetch((request) => {
    const { url } = request;
    if (url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, user);
    if (url.includes(`/client/module/${MODEL}/5/`)) return jsonResponse(200, module);
    if (url.includes(`/api/reports/users/${user.id}/modules/5/`)) return jsonResponse(200, []);
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
  renderAppAt(`/client/module/5/${MODEL}`);
  return requests;
}

const NEW_ROUND = 'Börja om med en ny omgång';

describe('the module page offers only what the server allows', () => {
  it('shows a locked assessment as "Låst" with no button, even when a round would be due', async () => {
    renderModule(
      assessment({
        is_open: false,
        // The server says no for a locked module; the page must not offer one regardless.
        new_round_allowed: false,
        instances: [{ ...completed, start_new: true }],
      }),
    );
    expect(await screen.findByText('Låst')).toBeVisible();
    expect(
      screen.getByText('Modulen är låst. Din terapeut öppnar den när det är dags.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: NEW_ROUND })).toBeNull();
    expect(screen.queryByRole('button', { name: /Starta|Fortsätt/ })).toBeNull();
  });

  it('shows an assessment whose next round is not due as "Öppnas {date}" with no button', async () => {
    renderModule(assessment({ opens_at: '2026-12-04' }));
    expect(await screen.findByText('Öppnas 2026-12-04')).toBeVisible();
    expect(screen.queryByRole('button', { name: NEW_ROUND })).toBeNull();
  });

  it('offers a new round when the server allows one', async () => {
    renderModule(assessment({ new_round_allowed: true }));
    expect(await screen.findByRole('button', { name: NEW_ROUND })).toBeVisible();
    expect(screen.queryByText('Låst')).toBeNull();
    expect(screen.queryByText(/^Öppnas/)).toBeNull();
  });
});

describe('moduleAction', () => {
  const module = (overrides: Partial<LearningModule>) =>
    assessment({ type: 'module', ...overrides });

  const unstarted: Partial<LearningModule> = { instances: [], progress: 0, status: 'ongoing' };

  it('starts a first round only when the server would, continues one under way', () => {
    expect(moduleAction(module({ ...unstarted, new_round_allowed: true }))).toBe('start');
    expect(moduleAction(module({ ...unstarted, new_round_allowed: false }))).toBe('closed');
    expect(
      moduleAction(
        module({
          progress: 40,
          status: 'ongoing',
          instances: [{ ...completed, is_completed: false, completed_at: null, progress: 40 }],
        }),
      ),
    ).toBe('continue');
  });

  it('puts a lock before anything else, and a completed module without a new round is done', () => {
    expect(moduleAction(module({ ...unstarted, is_open: false, new_round_allowed: true }))).toBe(
      'locked',
    );
    expect(moduleAction(module({}))).toBe('done');
    expect(moduleAction(module({ new_round_allowed: true }))).toBe('new-instance');
    expect(moduleAction(assessment({ opens_at: '2026-12-04' }))).toBe('opens');
  });
});
