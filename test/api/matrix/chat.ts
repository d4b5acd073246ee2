import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

const NOBODY = '00000000-0000-4000-8000-000000000000';
const NO_CONVERSATION = 2147483647;

/** The specialists keep message templates; everyone else logged in gets 403. */
const specialists = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  hc: status,
  'clinic-therapist': status,
  'therapist-premium': status,
});

/** chat.read.[*] (admin, hc) reads every conversation; others logged in get 403. */
const chatReaders = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  hc: status,
});

/**
 * Chat (backend/src/chat): every logged-in user may call the conversation routes, each answering
 * the caller's own conversations only (none here: 404 for a conversation or person not theirs).
 */
export const CHAT_ROUTES: MatrixRow[] = [
  { route: 'GET /api/conversations', expected: loggedIn(200) },
  {
    route: 'POST /api/conversations',
    payload: { participant_uuid: NOBODY },
    expected: loggedIn(404),
  },
  {
    route: 'PUT /api/conversations/:id',
    url: `/api/conversations/${NO_CONVERSATION}`,
    payload: { status: 'paused' },
    expected: loggedIn(404),
  },
  {
    route: 'GET /api/conversations/:id/messages',
    url: `/api/conversations/${NO_CONVERSATION}/messages`,
    expected: loggedIn(404),
  },
  {
    route: 'POST /api/messages',
    payload: { conversation_id: NO_CONVERSATION, message: 'Hej' },
    expected: loggedIn(404),
  },
  { route: 'GET /api/messages/unread', expected: loggedIn(200) },
  {
    route: 'GET /api/mark-chat-as-read-on-db/:to/:from/:id',
    url: `/api/mark-chat-as-read-on-db/${NOBODY}/${NOBODY}/${NO_CONVERSATION}`,
    expected: loggedIn(404),
  },
  { route: 'GET /api/message-templates', expected: specialists(200) },
  {
    // Blank texts: the specialists' 400 proves they pass the check without adding a template.
    route: 'POST /api/message-templates',
    payload: { title: ' ', body: ' ' },
    expected: specialists(400),
  },
  { route: 'GET /api/admin/conversations', expected: chatReaders(200) },
  {
    route: 'GET /api/admin/conversations/:id',
    url: `/api/admin/conversations/${NO_CONVERSATION}`,
    expected: chatReaders(404),
  },
];
