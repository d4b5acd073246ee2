import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const HOLD = { active: false, message: null, end_date: null, since: null };

const KLARA = {
  id: 4,
  uuid: '00000000-0000-4000-8000-000000000004',
  first_name: 'Klara',
  last_name: 'Karlsson',
  name: 'Klara Karlsson',
  email: 'client@example.com',
  badges: { waiting_approvals: 1, unread_risk_flags: 2, new_reports: 0, total: 3 },
  subscription_models: ['Self study'],
  end_date: '2026-11-26',
  days_left: 2,
  ending_soon: true,
  passive: false,
  blocked: HOLD,
  snoozed: HOLD,
};

const HC = {
  role: 'hc',
  firstName: 'Hugo',
  lastName: 'Holm',
  permissions: ['user.read.[*]', 'user.update.[*]', 'user/subscription.read.[*]'],
};

describe('the health coach’s clients', () => {
  it('land the hc on /clients with every client, badges and search', async () => {
    const searches: unknown[] = [];
    const { currentPath } = await logInAs(HC, {
      '/api/get-my-candidates': (init) => {
        searches.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}'));
        return jsonResponse(200, {
          data: [KLARA],
          total: 1,
          page: 1,
          per_page: 200,
          badge_total: 3,
        });
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/clients'));
    const row = within((await screen.findAllByTestId('client-row'))[0]);
    expect(row.getByRole('link', { name: 'Klara Karlsson' })).toHaveAttribute(
      'href',
      '/hc/client-report/4',
    );
    expect(row.getByText('2 riskflaggor')).toBeInTheDocument();
    expect(row.getByText('1 väntar på godkännande')).toBeInTheDocument();
    expect(row.getByText('2 dagar kvar')).toBeInTheDocument();
    expect(row.getByText('Självstudier')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Klienter' })).toHaveAttribute(
      'href',
      '/hc/clients',
    );
    expect(searches[0]).toEqual({ per_page: 200 });
  });

  it('open a client’s report page: summary, reports, notes and modules', async () => {
    const { user } = await logInAs(HC, {
      '/api/get-my-candidates': () =>
        jsonResponse(200, { data: [KLARA], total: 1, page: 1, per_page: 200, badge_total: 3 }),
      '/api/get-my-single-candidate': () =>
        jsonResponse(200, {
          ...KLARA,
          phone: '0701234567',
          default_lang: 'sv',
          birth_year: 1990,
          created_at: '2026-01-02T10:00:00.000Z',
          program_subscriptions: [],
          latest_reports: [
            {
              id: 21,
              name: 'PHQ-9',
              module_id: 5,
              created_at: '2026-11-20T09:00:00.000Z',
              client_viewed_at: null,
            },
          ],
          notes_count: 1,
        }),
      '/api/get-specialist-client-notes/4': () =>
        jsonResponse(200, [
          {
            id: 1,
            client_id: 4,
            text: 'Första samtalet gick bra.',
            author: { uuid: 'h1', name: 'Hugo Holm' },
            created_at: '2026-11-21T10:00:00.000Z',
          },
        ]),
      '/api/get-single-clint-module-summaries/4/sv': () =>
        jsonResponse(200, {
          client_id: 4,
          modules: [
            {
              module_id: 5,
              name: 'Sömn och vila',
              type: 'module',
              subscription_uuid: 's1',
              subscription_model_name: 'Self study',
              position: 1,
              is_open: true,
              progress: 60,
              completed: false,
              instances: [],
              reports_count: 1,
            },
          ],
        }),
      '/api/specialist/report/generated/single/21': () =>
        jsonResponse(200, {
          id: 21,
          name: 'PHQ-9',
          description: 'Depressionsskattning',
          language: 'sv',
          created_at: '2026-11-20T09:00:00.000Z',
          report_elements: [
            {
              id: 1,
              position: 1,
              report_element_type: 'combined_question',
              reference_type: 'other',
              name: 'Totalpoäng',
              explanation_text: null,
              question: null,
              answer: null,
              score: 12,
              max_score: 27,
              bar_details: null,
              answer_details: null,
            },
          ],
          items: [
            {
              question_id: 81,
              number: 1,
              question: 'Lite intresse eller glädje i att göra saker',
              answer: 'Flera dagar',
              score: 1,
              max_score: 3,
              critical: false,
              critical_answer: false,
            },
            {
              question_id: 89,
              number: 9,
              question: 'Tankar på att det skulle vara bättre om du var död',
              answer: 'Flera dagar',
              score: 1,
              max_score: 3,
              critical: true,
              critical_answer: true,
            },
          ],
          total_name: 'Totalpoäng',
          total: 12,
          max_total: 27,
          band: { label: 'Måttliga symtom', color: '#fbc02d' },
          bands: [
            { from: 0, to: 9, label: 'Lindriga symtom', color: '#9ccc65' },
            { from: 10, to: 27, label: 'Måttliga symtom', color: '#fbc02d' },
          ],
          history: [
            {
              report_id: 21,
              round: 1,
              date: '2026-11-20T09:00:00.000Z',
              total: 12,
              band: { label: 'Måttliga symtom', color: '#fbc02d' },
              current: true,
            },
          ],
        }),
    });
    await user.click(await screen.findByRole('link', { name: 'Klara Karlsson' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Klara Karlsson' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Första samtalet gick bra.')).toBeInTheDocument();
    expect(await screen.findByText('Sömn och vila')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Öppna PHQ-9/ }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Rapport' }));
    expect(await drawer.findByText('12 av 27')).toBeInTheDocument();
    const items = drawer.getByRole('table', { name: 'Svar fråga för fråga' });
    expect(within(items).getAllByRole('row')).toHaveLength(3);
    expect(within(items).getByText('Kritisk fråga – svaret når riskgränsen')).toBeInTheDocument();
    const history = within(drawer.getByRole('region', { name: 'Totalpoäng över tid' }));
    expect(history.getByRole('table', { name: 'Totalpoäng per omgång' })).toBeInTheDocument();
    await user.click(history.getByRole('button', { name: 'Visa som tabell' }));
    expect(history.getByRole('button', { name: 'Visa som diagram' })).toBeInTheDocument();
  });
});
