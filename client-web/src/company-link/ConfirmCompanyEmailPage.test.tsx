import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { fakeToken, klara } from '../test/fixtures';
import { type FetchHandler, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

const CONFIRM_PATH = '/session/confirm-company-email/link-token-789';
const CONFIRMED = {
  uuid: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Acme AB',
  company_email: 'anna@acme.se',
  company_role: 'standard-user',
};

function storeToken() {
  document.cookie = `token=${fakeToken(klara.roles)}; path=/`;
}

/** Answers the login and profile calls with Klara and the confirmation with `confirm`. */
function answerWith(confirm: FetchHandler): ReturnType<typeof mockFetch> {
  return mockFetch((request) => {
    if (request.url.endsWith('/api/v1/users/link/confirm')) return confirm(request);
    if (request.url.endsWith('/client/login'))
      return jsonResponse(200, { token: fakeToken(klara.roles), user: klara });
    if (request.url.endsWith('/api/users/get-current-user-profile'))
      return jsonResponse(200, klara);
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

const confirmCalls = (requests: ReturnType<typeof mockFetch>) =>
  requests.filter(({ url }) => url.endsWith('/api/v1/users/link/confirm'));

describe('company e-mail confirmation page', () => {
  it('confirms once for a logged-in user and names the company', async () => {
    storeToken();
    const requests = answerWith(() => jsonResponse(200, CONFIRMED));
    window.history.replaceState(null, '', CONFIRM_PATH);
    // StrictMode runs effects twice: the one-time link must still be sent once.
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );

    expect(
      await screen.findByText('Din e-postadress är bekräftad. Du hör nu till Acme AB.'),
    ).toBeInTheDocument();
    const calls = confirmCalls(requests);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token: 'link-token-789' } });
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Till startsidan' }));
    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/dashboard');
  });

  it('sends a visitor to the login first and comes back to confirm', async () => {
    const requests = answerWith(() => jsonResponse(200, CONFIRMED));
    const user = userEvent.setup();
    renderAppAt(CONFIRM_PATH);

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(confirmCalls(requests)).toHaveLength(0);

    await user.type(screen.getByLabelText('E-post'), 'klara@example.se');
    await user.type(screen.getByLabelText('Lösenord'), 'hemligt');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    expect(
      await screen.findByText('Din e-postadress är bekräftad. Du hör nu till Acme AB.'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(CONFIRM_PATH);
    expect(confirmCalls(requests)).toHaveLength(1);
  });

  it("shows the server's message when the link is refused", async () => {
    storeToken();
    const message = 'Länken är ogiltig eller har gått ut';
    answerWith(() => jsonResponse(400, { statusCode: 400, error: 'Bad Request', message }));
    renderAppAt(CONFIRM_PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    storeToken();
    let reachable = false;
    const requests = answerWith(() =>
      reachable ? jsonResponse(200, CONFIRMED) : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderAppAt(CONFIRM_PATH);

    expect(
      await screen.findByText('Det gick inte att nå servern. Försök igen.'),
    ).toBeInTheDocument();
    reachable = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Försök igen' }));

    expect(
      await screen.findByText('Din e-postadress är bekräftad. Du hör nu till Acme AB.'),
    ).toBeInTheDocument();
    expect(confirmCalls(requests)).toHaveLength(2);
  });
});
