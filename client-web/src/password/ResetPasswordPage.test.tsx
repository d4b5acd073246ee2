import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, klara } from '../test/fixtures';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

const RESET_PATH = '/session/reset-password/reset-token-123';

async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  if (password !== '') await user.type(screen.getByLabelText('Nytt lösenord'), password);
  if (confirmation !== '')
    await user.type(screen.getByLabelText('Upprepa lösenordet'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Spara lösenordet' }));
}

describe('reset password page', () => {
  it('asks for a new password typed twice without calling the API', async () => {
    const requests = mockFetch(() => jsonResponse(500, {}));
    renderAppAt(RESET_PATH);

    expect(screen.getByRole('heading', { name: 'Välj ett nytt lösenord' })).toBeInTheDocument();
    expect(screen.getByText('Minst 10 tecken')).toBeInTheDocument();
    await choosePassword('', '');

    expect(screen.getByText('Ange ett lösenord')).toBeInTheDocument();
    expect(screen.getByText('Skriv lösenordet en gång till')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses a short password and a confirmation that differs', async () => {
    const requests = mockFetch(() => jsonResponse(500, {}));
    renderAppAt(RESET_PATH);

    await choosePassword('kort', 'annat');

    expect(screen.getByText('Lösenordet måste vara minst 10 tecken')).toBeInTheDocument();
    expect(screen.getByText('Lösenorden stämmer inte överens')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('saves the password and opens the login page with the success text', async () => {
    const requests = mockFetch(() =>
      jsonResponse(200, { status: 'Success', message: 'Nytt lösenord sparat! Logga in!' }),
    );
    renderAppAt(RESET_PATH);

    await choosePassword('ett-nytt-lösenord');

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Nytt lösenord sparat! Logga in!');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/update-reset-password',
      body: {
        token: 'reset-token-123',
        password: 'ett-nytt-lösenord',
        password_confirmation: 'ett-nytt-lösenord',
      },
    });
  });

  it('stays open for a logged-in user, who is logged out after the reset', async () => {
    document.cookie = `token=${fakeToken(['client'])}; path=/`;
    mockFetch(({ url }) =>
      url.endsWith('/api/users/get-current-user-profile')
        ? jsonResponse(200, klara)
        : jsonResponse(200, { status: 'Success', message: 'Nytt lösenord sparat! Logga in!' }),
    );
    renderAppAt(RESET_PATH);

    expect(screen.getByRole('heading', { name: 'Välj ett nytt lösenord' })).toBeInTheDocument();
    await choosePassword('ett-nytt-lösenord');

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(document.cookie).not.toMatch(/(^|; )token=/);
  });

  it('explains a used or expired link and offers a new one', async () => {
    const message =
      'Länken för att återställa lösenordet är ogiltig, redan använd eller har gått ut. Begär en ny länk';
    mockFetch(() => jsonResponse(400, { statusCode: 400, error: 'Bad Request', message }));
    const user = userEvent.setup();
    renderAppAt(RESET_PATH);

    await choosePassword('ett-nytt-lösenord');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(window.location.pathname).toBe(RESET_PATH);
    expect(screen.queryByRole('button', { name: 'Spara lösenordet' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Begär en ny länk' }));
    expect(await screen.findByRole('heading', { name: 'Glömt lösenordet' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/session/forgot-password');
  });

  it("keeps the form for the server's field errors", async () => {
    mockFetch(() =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'De angivna uppgifterna är ogiltiga',
        errors: { password: 'Lösenordet måste vara minst 10 tecken' },
      }),
    );
    renderAppAt(RESET_PATH);

    await choosePassword('ett-nytt-lösenord');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lösenordet måste vara minst 10 tecken',
    );
    expect(screen.queryByRole('link', { name: 'Begär en ny länk' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spara lösenordet' })).toBeEnabled();
  });

  it('tells the visitor when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAppAt(RESET_PATH);

    await choosePassword('ett-nytt-lösenord');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att nå servern. Försök igen.',
    );
    expect(screen.getByRole('button', { name: 'Spara lösenordet' })).toBeEnabled();
  });
});
