/** The start-up query parameter naming a conversation to open (client/specialist spec, section 2). */
export const CONVERSATION_ID_PARAMETER = 'conversationid';

/** Where the conversation waits for the messages page (across the login, if one comes first). */
export const CONVERSATION_STORAGE_KEY = 'chat.conversationId';

export const CLIENT_MESSAGES_PATH = '/client/messages';

/** A conversationid value, or null when it is not a positive whole number. */
export function parseConversationId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The address to start at for a conversationid parameter: the client messages page, with the
 * query kept (it goes through a login as every query does); null when there is none or it is
 * malformed (then ignored). The id is kept for the page (`store`).
 */
export function startupConversation(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  store: (id: number) => void,
): string | null {
  const query = new URLSearchParams(location.search);
  const id = parseConversationId(query.get(CONVERSATION_ID_PARAMETER));
  if (id === null) return null;
  store(id);
  return `${CLIENT_MESSAGES_PATH}${location.search}`;
}

/** Applies conversationid before the router reads the address (once, when the app starts). */
export function applyStartupConversation(): void {
  const url = startupConversation(window.location, (id) =>
    sessionStorage.setItem(CONVERSATION_STORAGE_KEY, String(id)),
  );
  if (url !== null) window.history.replaceState(window.history.state, '', url);
}

/** The conversation the start-up parameter asked for, once (it is forgotten when taken). */
export function takeStartupConversation(): number | null {
  const id = parseConversationId(sessionStorage.getItem(CONVERSATION_STORAGE_KEY));
  sessionStorage.removeItem(CONVERSATION_STORAGE_KEY);
  return id;
}
