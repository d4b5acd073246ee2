import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type CurrentUser } from '../api/types';
import { fakeToken, makeUser } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';

const standardUser = makeUser({
  permissions: ['chat.read.[company]'],
  profile: { id: 11, first_name: 'Klara', last_name: 'Lind' },
});

function signIn(user: CurrentUser, subscriptions: unknown = null): RecordedRequest[] {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  return mockFetch((request) => {
    if (request.url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, user);
    if (request.url.endsWith('/program-subscriptions') && subscriptions !== null)
      return jsonResponse(200, subscriptions);
    if (request.url.includes('/full-list/'))
      return jsonResponse(200, [{ id: 1, code: 'f', name: 'Kvinna' }]);
    if (request.url.endsWith('/api/users/update-current-user-profile'))
      return jsonResponse(200, { ...user, ...(request.body as object), profile: user.profile });
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

const linkNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('client shell', () => {
  it('shows the side menu on wide screens, with the dashboard’s logo and no header', async () => {
    stubScreenWidth(1280);
    signIn(standardUser);
    renderAppAt('/client/dashboard');

    const menu = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(linkNames(menu)).toEqual([
      'Översikt',
      'Mina program',
      'Meddelanden',
      'Mina kontakter',
      'Bokningar',
    ]);
    expect(screen.getByRole('img', { name: 'Logotyp för Sinnro' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Snabbmeny' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sinnro'));
  });

  it('shows the tab bar on narrow screens, with treatment and self help by subscription', async () => {
    stubScreenWidth(390);
    signIn(makeUser(), [
      { subscription_model_name: 'Therapist assisted', status: 'active' },
      { subscription_model_name: 'Self study', status: 'cancelled' },
    ]);
    renderAppAt('/client/dashboard');

    const tabs = await screen.findByRole('navigation', { name: 'Snabbmeny' });
    await waitFor(() => expect(linkNames(tabs)).toEqual(['Hem', 'Behandling', 'Meddelanden']));
    expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();

    await userEvent.setup().click(within(tabs).getByRole('button', { name: 'Mer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mer' });
    expect(linkNames(drawer)).toEqual([
      'Profil',
      'Mina kontakter',
      'Bokningar',
      'Kundsupport (öppnas i en ny flik)',
    ]);
  });

  it('remembers the dashboard as the back link and themes by white label', async () => {
    stubScreenWidth(1280);
    signIn(makeUser({ white_label: 'halsopartner' }));
    renderAppAt('/client/dashboard');
    const user = userEvent.setup();

    const menu = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    await user.click(within(menu).getByRole('link', { name: 'Mina kontakter' }));

    expect(await screen.findByRole('heading', { name: 'Mina kontakter' })).toBeInTheDocument();
    expect(screen.getByText(/Du har inga kontakter ännu/)).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Tillbaka' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    expect(within(header).getByText('Hälsopartner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hälsopartner'));
  });

  it('lists the therapist and the health coach as contacts, each with a way to message them', async () => {
    signIn(
      makeUser({
        therapist: { uuid: 't1', first_name: 'Petra', last_name: 'Berg' },
        health_coach: { uuid: 'c1', first_name: 'Hugo', last_name: 'Holm' },
      }),
    );
    renderAppAt('/client/therapists');
    expect(await screen.findByText('Hugo Holm')).toBeInTheDocument();
    expect(screen.getByText('Hälsocoach')).toBeInTheDocument();
    expect(screen.getByText('Petra Berg')).toBeInTheDocument();
    expect(screen.getByText('Terapeut')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Skicka meddelande' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/client/messages',
      '/client/messages',
    ]);
  });

  it('edits the profile, checks it first and switches to the chosen language', async () => {
    const requests = signIn(makeUser({ phone: '0701234567' }));
    renderAppAt('/client/profile');
    const user = userEvent.setup();

    const phone = await screen.findByLabelText('Telefonnummer');
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByText('Telefonnummer är obligatoriskt')).toBeInTheDocument();

    await user.type(phone, '070 123 45 67 89');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByText('Telefonnumret måste vara kortare än 15 tecken')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '070-1112233');
    await user.type(screen.getByLabelText('Födelseår'), '1990');
    const gender = screen.getByLabelText('Kön');
    await waitFor(() =>
      expect(within(gender).getByRole('option', { name: 'Kvinna' })).toBeEnabled(),
    );
    await user.selectOptions(gender, 'f');
    await user.selectOptions(screen.getByLabelText('Språk'), 'en');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    const update = requests.find((request) => request.url.endsWith('/update-current-user-profile'));
    expect(update?.body).toEqual({
      first_name: 'Klara',
      last_name: 'Lind',
      phone: '070-1112233',
      default_lang: 'en',
      birth_year: 1990,
      gender: 'f',
    });
  });
});
