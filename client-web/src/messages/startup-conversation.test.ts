import { describe, expect, it } from 'vitest';
import { parseConversationId, startupConversation } from './startup-conversation';

function at(search: string) {
  return { pathname: '/client/dashboard', search, hash: '' };
}

describe('conversationid start-up parameter', () => {
  it('opens the client messages page and keeps the id for it', () => {
    const stored: number[] = [];
    expect(startupConversation(at('?conversationid=42'), (id) => stored.push(id))).toBe(
      '/client/messages?conversationid=42',
    );
    expect(stored).toEqual([42]);
  });

  it('ignores a missing or malformed id', () => {
    const stored: number[] = [];
    for (const search of [
      '',
      '?x=1',
      '?conversationid=abc',
      '?conversationid=0',
      '?conversationid=-3',
    ]) {
      expect(startupConversation(at(search), (id) => stored.push(id))).toBeNull();
    }
    expect(stored).toEqual([]);
    expect(parseConversationId('99999999999')).toBeNull();
    expect(parseConversationId('12')).toBe(12);
  });
});
