import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, klara, tove } from '../test/fixtures';
import { type FetchHandler, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

const INVITE_PATH = '/session/invite/invite-token-456';
const VALID_INVITATION = { valid: true, email: 'klara@example.se', first_name: 'Klara' };

/** Answers check-invite with the invitation and the password call with `setPassword`. */
function answerInvite(setPassword: FetchHandler): ReturnType<typeof mockFetch> {
  return mockFetch((request) => {
    if (request.url.endsWith('/api/check-invite')) return jsonResponse(200, VALID_INVITATION);
    if (request.url.endsWith('/api/update-new-user-password')) return setPassword(request);
    if (request.url.endsWith('/api/users/get-current-user-profile')) return jsonResponse(200, tove);
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nytt lösenord'), password);
  await user.type(screen.getByLabelText('Upprepa lösenordet'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Aktivera kontot' }));
}

describe('invitation page', () => {
  it('greets the invited person, who sets a password and lands on their home', async () => {
    const requests = answerInvite(() =>
      jsonResponse(200, { token: fakeToken(klara.roles), user: klara }),
    );
    renderAppAt(INVITE_PATH);

    expect(await screen.findByRole('heading', { name: 'Välkommen Klara!' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toHaveValue('klara@example.se');
    expect(screen.getByLabelText('E-post')).toHaveAttribute('readonly');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/check-invite',
      body: { token: 'invite-token-456' },
    });

    await choosePassword('mitt-första-lösenord');

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/dashboard');
    expect(document.cookie).toMatch(/(^|; )token=/);
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/update-new-user-password',
      body: {
        token: 'invite-token-456',
        password: 'mitt-första-lösenord',
        password_confirmation: 'mitt-första-lösenord',
      },
    });
  });

  it('checks the password before sending it', async () => {
    const requests = answerInvite(() => jsonResponse(500, {}));
    renderAppAt(INVITE_PATH);
    await screen.findByRole('heading', { name: 'Välkommen Klara!' });

    await choosePassword('kort', 'annat');

    expect(screen.getByText('Lösenordet måste vara minst 10 tecken')).toBeInTheDocument();
    expect(screen.getByText('Lösenorden stämmer inte överens')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('stays open for someone already logged in and signs the invited person in', async () => {
    document.cookie = `token=${fakeToken(tove.roles)}; path=/`;
    answerInvite(() => jsonResponse(200, { token: fakeToken(klara.roles), user: klara }));
    renderAppAt(INVITE_PATH);

    expect(await screen.findByRole('heading', { name: 'Välkommen Klara!' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(INVITE_PATH);
    await choosePassword('mitt-första-lösenord');

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/dashboard');
  });

  it.each([
    [410, 'Gone', 'Inbjudan har gått ut. Be om en ny inbjudan'],
    [400, 'Bad Request', 'Inbjudan är ogiltig'],
  ])('explains a refused invitation (%i) and offers the login', async (status, error, message) => {
    const requests = mockFetch(() => jsonResponse(status, { statusCode: status, error, message }));
    const user = userEvent.setup();
    renderAppAt(INVITE_PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Nytt lösenord')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Till inloggningen' }));
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows the refusal when the invitation is used up meanwhile', async () => {
    const message = 'Inbjudan har redan använts. Logga in i stället';
    answerInvite(() => jsonResponse(410, { statusCode: 410, error: 'Gone', message }));
    renderAppAt(INVITE_PATH);
    await screen.findByRole('heading', { name: 'Välkommen Klara!' });

    await choosePassword('mitt-första-lösenord');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Till inloggningen' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nytt lösenord')).not.toBeInTheDocument();
    expect(document.cookie).not.toMatch(/(^|; )token=/);
  });

  it('offers a retry when the server cannot be reached', async () => {
    let reachable = false;
    mockFetch(() =>
      reachable
        ? jsonResponse(200, VALID_INVITATION)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderAppAt(INVITE_PATH);

    expect(
      await screen.findByText('Det gick inte att nå servern. Försök igen.'),
    ).toBeInTheDocument();
    reachable = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Försök igen' }));

    expect(await screen.findByRole('heading', { name: 'Välkommen Klara!' })).toBeInTheDocument();
  });
});
