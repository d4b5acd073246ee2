import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, makeUser } from '../test/fixtures';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';

const MODEL = 'dc0c0de0-0000-4000-8000-000000000001';
const user = makeUser();

const MODULE = {
  _id: 5,
  id: 5,
  name: 'Tankar och känslor',
  description: null,
  type: 'module',
  is_published: true,
  repeatable: false,
  iteration_days: null,
  position: 0,
  is_open: true,
  module_status: 1,
  progress: 50,
  page_count: 2,
  instances: [],
  language: 'sv',
  fallback: false,
};

const PLAYER = {
  subscription_uuid: 'sub',
  subscription_model_uuid: MODEL,
  module_id: 5,
  module_instance_id: 9,
  instance: null,
  awaiting_approval: false,
  completed: false,
  progress: 50,
  page_count: 2,
  next_page: { id: 12, chapter_id: 1 },
  previous_page: null,
  page: {
    id: 11,
    chapter_id: 1,
    section_id: 1,
    position: 0,
    page_type: 'report',
    answer_type: null,
    tool: null,
    name: 'Dina resultat',
    body: null,
    therapist_approval_required: false,
    report_read_mandatory: true,
    answered: false,
    approved_at: null,
    questions: [],
    language: 'sv',
    fallback: false,
  },
};

const report = (viewed: boolean) => ({
  id: 21,
  name: 'PHQ-9 – skattning av nedstämdhet',
  description: null,
  language: 'sv',
  client_id: user.id,
  module_instance_id: 4,
  module_id: 5,
  report_template_id: 1,
  created_at: '2026-11-23T10:00:00.000Z',
  client_viewed_at: viewed ? '2026-11-24T10:00:00.000Z' : null,
  viewed,
  visible_to_client: true,
  offer_display_at: null,
  offer_accepted_at: null,
  offer_declined_at: null,
  report_elements: [],
});

describe('a page with report_read_mandatory', () => {
  it('lists the module’s reports and keeps next disabled until every one has been viewed', async () => {
    stubScreenWidth(1280);
    document.cookie = `token=${fakeToken(['client'])}; path=/`;
    let viewed = false;
    mockFetch((request) => {
      const { url } = request;
      if (url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, user);
      if (url.includes(`/client/module/${MODEL}/5/`)) return jsonResponse(200, MODULE);
      if (url.includes(`/client/page/${MODEL}/5/`)) return jsonResponse(200, PLAYER);
      if (url.includes(`/api/reports/users/${user.id}/modules/5/`))
        return jsonResponse(200, [report(viewed)]);
      if (url.includes('/client/report/generated/single/21'))
        return jsonResponse(200, report(viewed));
      if (url.endsWith('/client/reports/viewed/21')) {
        viewed = true;
        return jsonResponse(200, { id: 21, client_viewed_at: '2026-11-24T10:00:00.000Z' });
      }
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
    });
    const person = userEvent.setup();
    renderAppAt(`/client/module/5/${MODEL}?play=1`);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dina resultat' }),
    ).toBeInTheDocument();
    const reports = await screen.findByRole('region', { name: 'Dina rapporter' });
    expect(within(reports).getByText('Läs alla rapporter innan du går vidare.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nästa' })).toBeDisabled();

    await person.click(
      within(reports).getByRole('button', {
        name: 'Visa rapporten PHQ-9 – skattning av nedstämdhet från 23 nov. 2026',
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Rapport' });
    expect(
      await within(drawer).findByRole('heading', { name: 'PHQ-9 – skattning av nedstämdhet' }),
    ).toBeInTheDocument();
    await person.click(within(drawer).getByRole('button', { name: 'Stäng rapporten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nästa' })).toBeEnabled());
    expect(screen.queryByText('Läs alla rapporter innan du går vidare.')).toBeNull();
  });
});
