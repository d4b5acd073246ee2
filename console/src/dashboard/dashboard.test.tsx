import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs, renderConsole } from '../test/log-in';

const WEEKS = Array.from({ length: 12 }, (_, index) => ({
  week_start: `2026-09-${String(index + 1).padStart(2, '0')}`,
  iso_week: 37 + index,
  count: index,
}));

const ADMIN_DASHBOARD = {
  role: 'admin',
  counts: [
    { key: 'clients', value: 42 },
    { key: 'active_subscriptions', value: 17 },
    { key: 'reports_this_week', value: 5 },
    { key: 'open_risk_flags', value: 2 },
  ],
  trend: { series: 'new_subscriptions', weeks: WEEKS },
};

const dashboardRoute = (status: number, body: unknown) => ({
  '/api/admin/dashboard': () => jsonResponse(status, body),
});

// Whole-app renders with lazily loaded screens are slow on a loaded machine.
const SLOW = { timeout: 10_000 };

describe('dashboards', () => {
  // The lazy screens' modules are transformed, and the console rendered once, before the first
  // test waits for them.
  beforeAll(async () => {
    await Promise.all([import('./DashboardPage'), import('./TrendChart')]);
    renderConsole();
    await screen.findByLabelText('E-post', {}, SLOW);
    cleanup();
  });

  it('welcome an admin with the counts as cards and the weekly trend', async () => {
    const { visit, currentPath } = await logInAs(
      { role: 'admin', firstName: 'Astrid', lastName: 'Andersson', permissions: ['user.read.[*]'] },
      dashboardRoute(200, ADMIN_DASHBOARD),
    );
    expect(await screen.findByRole('menuitem', { name: 'Översikt' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await visit('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välkommen, Astrid' }, SLOW),
    ).toBeInTheDocument();
    const counts = within(await screen.findByRole('list', { name: 'Siffror' }, SLOW));
    const cards = counts.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards).toEqual([
      '42Klienter',
      '17Aktiva prenumerationer',
      '5Rapporter skapade denna vecka',
      '2Öppna riskflaggor',
    ]);
    expect(
      await screen.findByRole('region', { name: 'Nya prenumerationer per vecka' }, SLOW),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
  });

  it('show a content creator their modules at /cc/dashboard, and the admin one sends them home', async () => {
    const { visit, currentPath } = await logInAs(
      { role: 'cc', firstName: 'Cecilia', lastName: 'Holm', permissions: ['module.read.[*]'] },
      dashboardRoute(200, {
        role: 'cc',
        counts: [
          { key: 'draft_modules', value: 3 },
          { key: 'published_modules', value: 9 },
        ],
        trend: { series: 'new_modules', weeks: WEEKS },
      }),
    );
    await visit('/cc/dashboard');
    const counts = within(await screen.findByRole('list', { name: 'Siffror' }, SLOW));
    expect(counts.getByText('Moduler i utkast')).toBeInTheDocument();
    expect(counts.getByText('Publicerade moduler')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nya moduler per vecka' })).toBeInTheDocument();
    await visit('/admin/dashboard');
    await waitFor(() => expect(currentPath()).toBe('/cc/modules/list'), SLOW);
  });

  it('say "Åtkomst nekad" when the server refuses', async () => {
    const { visit } = await logInAs(
      { role: 'hc', firstName: 'Hanna', lastName: 'Ek', permissions: ['user.read.[*]'] },
      dashboardRoute(403, { statusCode: 403, error: 'Forbidden' }),
    );
    await visit('/hc/dashboard');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Åtkomst nekad');
  });
});
