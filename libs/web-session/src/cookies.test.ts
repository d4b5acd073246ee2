import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';

describe('writeCookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a SameSite=Strict cookie for the whole app, readable back', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });

    writeCookie('token', 'a b', { expires: new Date(Date.UTC(2030, 0, 1)) });

    expect(written).toEqual([
      'token=a%20b; path=/; SameSite=Strict; expires=Tue, 01 Jan 2030 00:00:00 GMT',
    ]);
    expect(readCookie('token')).toBe('a b');
    deleteCookie('token');
    expect(readCookie('token')).toBeNull();
  });
});
