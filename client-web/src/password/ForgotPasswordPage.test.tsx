import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

async function requestLinkFor(email: string) {
  const user = userEvent.setup();
  if (email !== '') await user.type(screen.getByLabelText('E-post'), email);
  await user.click(screen.getByRole('button', { name: 'Skicka länk' }));
}

describe('forgot password page', () => {
  it('is reached from the login page', async () => {
    renderAppAt('/login');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Glömt lösenordet?' }));

    expect(screen.getByRole('heading', { name: 'Glömt lösenordet' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/session/forgot-password');
  });

  it('asks for a valid e-mail address without calling the API', async () => {
    const requests = mockFetch(() => jsonResponse(500, {}));
    renderAppAt('/session/forgot-password');

    await requestLinkFor('');
    expect(screen.getByText('Ange din e-postadress')).toBeInTheDocument();

    await requestLinkFor('klara@');
    expect(screen.getByText('Ange en giltig e-postadress')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the API's answer and the way back to the login", async () => {
    const requests = mockFetch(() =>
      jsonResponse(200, { status: 'Success', message: 'E-postmeddelandet har skickats!' }),
    );
    renderAppAt('/session/forgot-password');

    await requestLinkFor(' klara@example.se ');

    expect(await screen.findByText('E-postmeddelandet har skickats!')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-post')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/password/reset',
      body: { email: 'klara@example.se' },
    });

    await userEvent.setup().click(screen.getByRole('link', { name: 'Tillbaka till inloggningen' }));
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it("shows the server's field error in a toast and keeps the form", async () => {
    mockFetch(() =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'De angivna uppgifterna är ogiltiga',
        errors: { email: 'Ogiltig e-postadress' },
      }),
    );
    renderAppAt('/session/forgot-password');

    await requestLinkFor('klara@example.se');

    expect(await screen.findByRole('alert')).toHaveTextContent('Ogiltig e-postadress');
    expect(screen.getByRole('button', { name: 'Skicka länk' })).toBeEnabled();
  });

  it('tells the visitor when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAppAt('/session/forgot-password');

    await requestLinkFor('klara@example.se');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att nå servern. Försök igen.',
    );
  });

  it('is in English after switching language', async () => {
    renderAppAt('/session/forgot-password');

    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });
});
