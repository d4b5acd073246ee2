import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

const CONFIRM_PATH = '/session/confirm-email/change-token-123';

const confirmCalls = (requests: ReturnType<typeof mockFetch>) =>
  requests.filter(({ url }) => url.endsWith('/api/v1/users/email-change/confirm'));

function answerWith(confirm: FetchHandler): ReturnType<typeof mockFetch> {
  document.cookie = 'token=; path=/; max-age=0';
  return mockFetch((request) => {
    if (request.url.endsWith('/api/v1/users/email-change/confirm')) return confirm(request);
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

describe('e-mail change confirmation page', () => {
  it('changes nothing on opening, and confirms once on the button, without a login', async () => {
    const requests = answerWith(() =>
      jsonResponse(200, {
        status: 'Success',
        message: 'E-postadressen är ändrad. Logga in med den nya adressen.',
      }),
    );
    renderAppAt(CONFIRM_PATH);

    const button = await screen.findByRole('button', { name: 'Bekräfta den nya e-postadressen' });
    expect(confirmCalls(requests)).toHaveLength(0);
    await userEvent.setup().click(button);

    expect(
      await screen.findByText('E-postadressen är ändrad. Logga in med den nya adressen.'),
    ).toBeInTheDocument();
    const calls = confirmCalls(requests);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token: 'change-token-123' } });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toBeInTheDocument();
  });

  it('shows the API’s refusal of a used or expired link', async () => {
    answerWith(() =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Länken är ogiltig, redan använd eller har gått ut',
      }),
    );
    renderAppAt(CONFIRM_PATH);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Bekräfta den nya e-postadressen' }));
    expect(
      await screen.findByText('Länken är ogiltig, redan använd eller har gått ut'),
    ).toBeInTheDocument();
  });
});
