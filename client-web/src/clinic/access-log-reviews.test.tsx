import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { fakeToken, makeUser } from '../test/fixtures';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';

const clinicAdmin = (permissions: string[]) =>
  makeUser({
    role: 'clinic-admin',
    roles: ['clinic-admin'],
    profile: { id: 21, first_name: 'Cilla', last_name: 'Admin' },
    permissions,
    companies: [
      {
        uuid: '5e1d0c0a-0000-4000-8000-000000000003',
        name: 'Demokliniken AB',
        company_role: 'standard-user',
        company_email: null,
        default_company_unit_uuid: null,
      },
    ],
  });

const REVIEW_GRANTS = [
  'company.read.[company]',
  'access-log/review.create.[company]',
  'access-log/review.read.[company]',
  'access-log/review.update.[company]',
];

const summary = {
  id: 7,
  created_at: '2026-11-20T10:00:00.000Z',
  reviewer_name: 'Cilla Admin',
  company_name: 'Demokliniken AB',
  period_from: '2026-10-01',
  period_to: '2026-10-31',
  sample_size: 25,
  population: 40,
  entry_count: 2,
  flagged_count: 1,
  reviewed_count: 0,
};

const entry = (id: string, flagged: boolean) => ({
  id,
  occurred_at: '2026-10-12T08:30:00.000Z',
  actor_name: flagged ? 'Olle Okänd' : 'Tove Lind',
  actor_role: 'Klinikterapeut',
  client_name: 'Kim Klinikklient',
  what: { text: 'Profiluppgifter' },
  relation_text: flagged ? 'Ingen vårdrelation' : 'Din tilldelade terapeut',
  flagged,
  flag_text: flagged ? 'Ingen vårdrelation vid läsningen' : null,
  reviewed: false,
  comment: null,
});

function signIn(permissions: string[]) {
  const user = clinicAdmin(permissions);
  document.cookie = `token=${fakeToken([user.role])}; path=/`;
  return mockFetch((request) => {
    const { url, method } = request;
    if (url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, user);
    if (url.includes('/api/get-my-candidates'))
      return jsonResponse(200, { data: [], total: 0, page: 1, per_page: 25, badge_total: 0 });
    if (url.includes('/api/v1/access-log/reviews?'))
      return jsonResponse(200, { data: [summary], total: 1, page: 1, per_page: 100 });
    if (url.endsWith('/api/v1/access-log/reviews') && method === 'POST')
      return jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Perioden är ogiltig.',
        errors: { from: 'Perioden är ogiltig.' },
      });
    if (url.endsWith('/api/v1/access-log/reviews/7'))
      return jsonResponse(200, { ...summary, entries: [entry('1', true), entry('2', false)] });
    if (url.endsWith('/entries/1') && method === 'PUT') {
      const body = request.body as { comment: string };
      return body.comment === ''
        ? jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'En flaggad läsning kan markeras som granskad först med en kommentar.',
          })
        : jsonResponse(200, { ...entry('1', true), reviewed: true, comment: body.comment });
    }
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Hittades inte' });
  });
}

describe('the clinic admin’s access log sample review', () => {
  it('lists the reviews from the menu and shows the API’s text for a bad period', async () => {
    stubScreenWidth(1280);
    const requests = signIn(REVIEW_GRANTS);
    renderAppAt('/services');
    const menu = await screen.findByRole('navigation', { name: 'Meny' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Stickprov i åtkomstloggen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stickprov i åtkomstloggen' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', {
        name: '2026-10-01 – 2026-10-31: 2 läsningar, 1 flaggade, 0 granskade',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta stickprov' }));
    expect((await screen.findAllByText('Perioden är ogiltig.')).length).toBeGreaterThan(0);
    const post = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/v1/access-log/reviews'),
    );
    expect(post?.body).toMatchObject({ sample_size: 25 });
  });

  it('marks a flagged read reviewed only with a comment', async () => {
    stubScreenWidth(1280);
    const requests = signIn(REVIEW_GRANTS);
    renderAppAt('/clinic/access-log-reviews/7');
    const entries = await screen.findAllByTestId('review-entry');
    const [flagged, plain] = entries as [HTMLElement, HTMLElement];
    expect(within(flagged).getByText('Flaggad: Ingen vårdrelation vid läsningen')).toBeVisible();
    expect(within(plain).queryByText(/Flaggad/)).not.toBeInTheDocument();
    await userEvent.click(within(flagged).getByLabelText('Granskad'));
    await userEvent.click(within(flagged).getByRole('button', { name: 'Spara' }));
    expect(
      await within(flagged).findByText(
        'En flaggad läsning kan markeras som granskad först med en kommentar.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(
      within(flagged).getByRole('textbox', { name: 'Kommentar' }),
      'Kontrollerat.',
    );
    await userEvent.click(within(flagged).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(within(flagged).getByRole('status')).toHaveTextContent('Sparad.'));
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.at(-1)?.body).toEqual({ reviewed: true, comment: 'Kontrollerat.' });
  });

  it('has no menu entry or screen without the grant', async () => {
    stubScreenWidth(1280);
    signIn(['company.read.[company]']);
    renderAppAt('/services');
    const menu = await screen.findByRole('navigation', { name: 'Meny' });
    expect(
      within(menu).queryByRole('link', { name: 'Stickprov i åtkomstloggen' }),
    ).not.toBeInTheDocument();
  });
});
