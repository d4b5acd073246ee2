import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, type AuthProvider, type I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PermissionsInput } from './PermissionsInput';

const CHOICES = ['user/credit.read.[user]', 'user.read.[company-unit]', 'company.read.[company]'];

/** Roles whose permissions the fake auth provider has handed out. */
const answered: string[] = [];

function authAs(role: string): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => {
      answered.push(role);
      return Promise.resolve({ role });
    },
  };
}

function renderAs(role: string, locale: 'sv' | 'en') {
  // The field's title is a key here; the grants' words come from libs/access.
  const i18nProvider: I18nProvider = {
    translate: (key: string) => key,
    changeLocale: () => Promise.resolve(),
    getLocale: () => locale,
  };
  render(
    <AdminContext authProvider={authAs(role)} i18nProvider={i18nProvider}>
      <Form defaultValues={{ permissions: ['user/credit.read.[user]'] }}>
        <PermissionsInput choices={CHOICES} />
      </Form>
    </AdminContext>,
  );
}

describe('the grants of an invitation', () => {
  it('shows each grant in words under its group, the raw grant in an admin’s tooltip', async () => {
    renderAs('admin', 'en');
    const credits = await screen.findByRole('group', { name: 'Credits' });
    const own = within(credits).getByRole('checkbox', { name: 'See their own credits' });
    expect(own).toBeChecked();
    expect(screen.getByRole('group', { name: 'Users' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: "See the company's details (My organisation)" }),
    ).not.toBeChecked();
    expect(screen.queryByText('user/credit.read.[user]')).toBeNull();
    // The tooltip comes once the caller's role is known.
    const label = () =>
      screen.getByRole('checkbox', { name: 'See their own credits' }).closest('label');
    await waitFor(() => expect(label()).toHaveAttribute('title', 'user/credit.read.[user]'));
    await userEvent.hover(screen.getByRole('checkbox', { name: 'See their own credits' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('user/credit.read.[user]');
  });

  it('shows no raw grant to someone who is not an admin', async () => {
    renderAs('hc', 'sv');
    await waitFor(() => expect(answered).toContain('hc'));
    const own = await screen.findByRole('checkbox', { name: 'Se sina egna krediter' });
    expect(screen.getByRole('group', { name: 'Krediter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Användare' })).toBeInTheDocument();
    await userEvent.hover(own);
    expect(own.closest('label')).not.toHaveAttribute('title');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByText('user/credit.read.[user]')).toBeNull();
  });
});
