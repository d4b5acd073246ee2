import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken, klara } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

const AUTH2 = 'auth2.token.value';

const registering = {
  auth2: { userExists: false, userType: 'client', onboardStep: 'register' },
  profile: { first_name: 'Anna', last_name: 'Andersson' },
};

afterEach(() => window.sessionStorage.clear());

function answer(handler: (request: RecordedRequest) => Response): RecordedRequest[] {
  return mockFetch((request) =>
    request.url.endsWith('/client/get-new-token-for-auth2-new-user')
      ? jsonResponse(200, registering)
      : handler(request),
  );
}

/** As /process-login leaves it after redeeming an onboarding code: the token kept for the tab. */
const openOnboarding = () => {
  window.sessionStorage.setItem('sinnro.auth2Token', AUTH2);
  return renderAppAt('/process-login-auth2');
};

describe('/process-login-auth2', () => {
  it('asks the API for the state with the auth2 token and fills in the names', async () => {
    const requests = answer(() => jsonResponse(500, {}));
    openOnboarding();

    expect(await screen.findByRole('heading', { name: 'Skapa ditt konto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Förnamn')).toHaveValue('Anna');
    expect(screen.getByLabelText('Efternamn')).toHaveValue('Andersson');
    expect(screen.getByLabelText('E-post')).toHaveValue('');
    expect(window.location.hash).toBe('');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${AUTH2}`);
  });

  it('links the terms it asks to accept, in a new tab that keeps the form', async () => {
    answer(() => jsonResponse(500, {}));
    openOnboarding();
    await screen.findByRole('heading', { name: 'Skapa ditt konto' });

    const terms = screen.getByRole('link', { name: 'Läs användarvillkoren (öppnas i en ny flik)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('checkbox', { name: 'Jag godkänner användarvillkoren' }),
    ).not.toBeChecked();
  });

  it('checks the fields before sending', async () => {
    const requests = answer(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    openOnboarding();
    await screen.findByRole('heading', { name: 'Skapa ditt konto' });

    await user.clear(screen.getByLabelText('Förnamn'));
    await user.type(screen.getByLabelText('E-post'), 'inte-en-adress');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    expect(screen.getByText('Förnamn är obligatoriskt')).toBeInTheDocument();
    expect(screen.getByText('Ogiltig e-postadress')).toBeInTheDocument();
    expect(screen.getByText('Du behöver godkänna villkoren')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('shows the field errors the API answers', async () => {
    answer(() =>
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'E-postadressen finns redan',
        errors: { email: ['E-postadressen finns redan'] },
      }),
    );
    const user = userEvent.setup();
    openOnboarding();
    await screen.findByRole('heading', { name: 'Skapa ditt konto' });

    await user.type(screen.getByLabelText('E-post'), 'client@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Jag godkänner användarvillkoren' }));
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    expect(await screen.findByText('E-postadressen finns redan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skapa konto' })).toBeEnabled();
  });

  it('creates the account and logs the new client in', async () => {
    const token = fakeToken(['client']);
    const anna = { ...klara, profile: { id: 1, first_name: 'Anna', last_name: 'Andersson' } };
    const requests = answer(({ url }) =>
      url.endsWith('/api/v1/account/auth')
        ? jsonResponse(200, { token, user: anna })
        : jsonResponse(200, anna),
    );
    const user = userEvent.setup();
    openOnboarding();
    await screen.findByRole('heading', { name: 'Skapa ditt konto' });

    await user.type(screen.getByLabelText('E-post'), ' anna@example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'Jag godkänner användarvillkoren' }));
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    expect(await screen.findByRole('heading', { name: 'Välkommen, Anna' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/dashboard');
    expect(document.cookie).toContain(`token=${token}`);
    expect(window.sessionStorage.length).toBe(0);
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/v1/account/auth',
      body: {
        first_name: 'Anna',
        last_name: 'Andersson',
        email: 'anna@example.com',
        terms_accepted: true,
      },
    });
    expect(requests[1]?.headers.get('Authorization')).toBe(`Bearer ${AUTH2}`);
  });

  it('continues after a reload with the kept token', async () => {
    answer(() => jsonResponse(500, {}));
    const firstVisit = openOnboarding();
    await screen.findByRole('heading', { name: 'Skapa ditt konto' });
    firstVisit.unmount();

    const requests = answer(() => jsonResponse(500, {}));
    renderAppAt('/process-login-auth2');

    expect(await screen.findByRole('heading', { name: 'Skapa ditt konto' })).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${AUTH2}`);
  });

  it('logs in at once when the account already exists', async () => {
    const token = fakeToken(['client']);
    mockFetch(({ url }) =>
      url.endsWith('/client/get-new-token-for-auth2-new-user')
        ? jsonResponse(200, {
            auth2: { userExists: true, userType: 'client', onboardStep: 'done' },
            token,
            user: klara,
          })
        : jsonResponse(200, klara),
    );
    openOnboarding();

    expect(await screen.findByRole('heading', { name: 'Välkommen, Klara' })).toBeInTheDocument();
    expect(document.cookie).toContain(`token=${token}`);
  });

  it('sends the visitor back to the login page when the auth2 token has expired', async () => {
    mockFetch(() =>
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Du måste logga in' }),
    );
    openOnboarding();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen har gått ut. Logga in igen.',
    );
    expect(window.location.pathname).toBe('/login');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ignores an auth2 token in the address (a link anyone could make)', async () => {
    const requests = mockFetch(() => jsonResponse(500, {}));
    renderAppAt(
      `/process-login-auth2#auth2=${AUTH2}&userExists=false&userType=client&onboardStep=register`,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen misslyckades. Försök igen.',
    );
    expect(requests).toHaveLength(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends the visitor to the login page without any token', async () => {
    const requests = mockFetch(() => jsonResponse(500, {}));
    renderAppAt('/process-login-auth2');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggningen misslyckades. Försök igen.',
    );
    expect(requests).toHaveLength(0);
  });
});
