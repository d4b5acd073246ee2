import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, makeUser } from '../test/fixtures';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';
import { type Meeting, type MeetingRoom } from './meetings-api';

const client = makeUser({ permissions: ['meeting.read.[user]', 'module.read'] });

function meeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    uuid: '3ee7a1c0-0000-4000-8000-0000000000aa',
    ext_meeting_id: 'sinnro-room',
    status: 'scheduled',
    room_state: 'not_open',
    starts_at: '2030-12-02T09:00:00.000Z',
    ends_at: '2030-12-02T09:45:00.000Z',
    opens_at: '2030-12-02T08:50:00.000Z',
    duration_minutes: 45,
    specialist: {
      uuid: 'a5e0c1d2-7f3b-4e8a-9c6d-2b1a0f9e8d7c',
      first_name: 'Petra',
      last_name: 'Berg',
    },
    client: { uuid: client.uuid, first_name: 'Klara', last_name: 'Lind' },
    product_code: 'session_45',
    credits: 2,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: null,
    held_at: null,
    usage_record_uuid: null,
    created_at: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

function signIn(answer: (url: string, method: string, body: unknown) => Response) {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  return mockFetch((request) => {
    if (request.url.endsWith('/api/users/get-current-user-profile')) {
      return jsonResponse(200, client);
    }
    return answer(request.url, request.method, request.body);
  });
}

const room = (state: MeetingRoom['state'], videoUrl: string | null = null): MeetingRoom => ({
  meeting: meeting({ room_state: state }),
  state,
  video_url: videoUrl,
});

describe('meeting room', () => {
  it.each([
    ['an ended meeting', jsonResponse(200, room('ended')), 'Mötet har redan avslutats'],
    [
      'an unknown meeting',
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'x' }),
      'Mötet kunde inte hittas',
    ],
    [
      'a meeting of others',
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'x' }),
      'Åtkomst nekad',
    ],
    [
      'a failed fetch',
      jsonResponse(500, { statusCode: 500, error: 'Error', message: 'x' }),
      'Det gick inte att hämta möten',
    ],
  ])('shows %s in the specification’s words, without the client frame', async (_, answer, text) => {
    stubScreenWidth(1280);
    const requests = signIn(() => answer.clone());
    renderAppAt('/meeting/sinnro-room');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(
      requests.some((request) =>
        request.url.endsWith('/api/v1/meetings?ext_meeting_id=sinnro-room'),
      ),
    ).toBe(true);
  });

  it('says when a room that is not yet open opens', async () => {
    signIn(() => jsonResponse(200, room('not_open')));
    renderAppAt('/meeting/sinnro-room');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Mötet har inte öppnat än\. Det öppnar .*2030/,
    );
  });

  it('shows the video room while open, with a way to open it in a new window', async () => {
    const link = 'https://meet.example.test/sinnro-room?jwt=token';
    signIn(() => jsonResponse(200, room('open', link)));
    renderAppAt('/meeting/sinnro-room');
    const video = await screen.findByTitle('Videomöte med Petra Berg');
    expect(video).toHaveAttribute('src', link);
    expect(screen.getByRole('link', { name: 'Öppna i ett nytt fönster' })).toHaveAttribute(
      'href',
      link,
    );
  });
});

describe('appointments', () => {
  it('lists upcoming and past meetings and cancels one after confirming, with a reason', async () => {
    stubScreenWidth(1280);
    const upcoming = meeting();
    const open = meeting({
      uuid: '3ee7a1c0-0000-4000-8000-0000000000bb',
      ext_meeting_id: 'sinnro-open',
      room_state: 'open',
      starts_at: '2030-12-01T09:00:00.000Z',
      ends_at: '2030-12-01T09:25:00.000Z',
      duration_minutes: 25,
    });
    const past = meeting({
      uuid: '3ee7a1c0-0000-4000-8000-0000000000cc',
      room_state: 'ended',
      starts_at: '2026-11-01T09:00:00.000Z',
      ends_at: '2026-11-01T09:25:00.000Z',
    });
    let cancelled = false;
    const requests = signIn((url, method) => {
      if (url.endsWith('/api/v1/meetings') && method === 'GET') {
        return jsonResponse(
          200,
          cancelled
            ? [past, open, { ...upcoming, status: 'cancelled', room_state: 'cancelled' }]
            : [past, open, upcoming],
        );
      }
      if (url.endsWith(`/api/v1/meetings/${upcoming.uuid}/cancel`) && method === 'POST') {
        cancelled = true;
        return jsonResponse(200, { ...upcoming, status: 'cancelled' });
      }
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
    });
    const user = userEvent.setup();
    renderAppAt('/client/meetings');

    const coming = await screen.findByRole('region', { name: 'Kommande' });
    expect(within(coming).getAllByRole('listitem')).toHaveLength(2);
    expect(within(coming).getByRole('link', { name: 'Anslut till mötet' })).toHaveAttribute(
      'href',
      '/meeting/sinnro-open',
    );
    expect(
      within(screen.getByRole('region', { name: 'Tidigare' })).getByText('Avslutat'),
    ).toBeVisible();

    // Only a room that has not opened can be cancelled here.
    await user.click(within(coming).getByRole('button', { name: 'Avboka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avboka mötet?' });
    await user.type(within(dialog).getByLabelText('Anledning (valfritt)'), 'Bortrest');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, avboka' }));
    expect(await screen.findByText('Mötet är avbokat.')).toBeVisible();
    const cancel = requests.find((request) => request.url.endsWith('/cancel'));
    expect(cancel?.body).toEqual({ reason: 'Bortrest' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Kommande' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });
});
