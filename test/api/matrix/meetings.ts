import { loggedIn, type MatrixRow } from './matrix-row';

/** Everyone holding meeting.read (clients, specialists, admin) passes the guard; cc and clinic-admin do not. */
const meetingReaders = (status: number) => ({
  ...loggedIn(status),
  cc: 403,
  'clinic-admin': 403,
});

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

/**
 * Meetings (backend/src/meetings): lists for every meeting reader; a booking without a body is
 * 400; cancelling or holding a meeting that does not exist is 404.
 */
export const MEETINGS_ROUTES: MatrixRow[] = [
  { route: 'GET /api/v1/meetings', expected: meetingReaders(200) },
  { route: 'POST /api/v1/meetings', payload: {}, expected: meetingReaders(400) },
  {
    route: 'POST /api/v1/meetings/:uuid/cancel',
    url: `/api/v1/meetings/${UNKNOWN}/cancel`,
    payload: {},
    expected: meetingReaders(404),
  },
  {
    route: 'POST /api/v1/meetings/:uuid/held',
    url: `/api/v1/meetings/${UNKNOWN}/held`,
    expected: meetingReaders(404),
  },
];
