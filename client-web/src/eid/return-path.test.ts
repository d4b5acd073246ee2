import { afterEach, describe, expect, it } from 'vitest';
import { forgetEidReturn, rememberEidReturn, safeReturnPath, takeEidReturn } from './return-path';

const KEY = 'sinnro.eidReturnTo';
const tove = { uuid: 'tove-uuid' };

describe('the page an e-ID login returns to', () => {
  afterEach(() => sessionStorage.clear());

  it('is a path of this app, with its query', () => {
    expect(safeReturnPath('/clients')).toBe('/clients');
    expect(safeReturnPath('/clients/abc/notes?tab=2&q=%C3%A5')).toBe(
      '/clients/abc/notes?tab=2&q=%C3%A5',
    );
  });

  it('is never another site, a scheme or anything but a path', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/clients',
      'https://evil.example/clients',
      'http://localhost:3000/clients',
      'javascript:alert(1)',
      '/\\evil.example',
      '\\\\evil.example',
      ' /clients',
      '/clients\n//evil.example',
      'clients',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('is kept for the tab, taken once, for the same user only', () => {
    rememberEidReturn('/clients/abc?tab=notes', tove.uuid);
    expect(takeEidReturn(tove)).toBe('/clients/abc?tab=notes');
    expect(takeEidReturn(tove)).toBeNull();

    rememberEidReturn('/clients/abc', tove.uuid);
    expect(takeEidReturn({ uuid: 'someone-else' })).toBeNull();
    // Dropped all the same: the rightful user does not find it later either.
    expect(takeEidReturn(tove)).toBeNull();

    // From the login page: no user is known yet, whoever signs in goes there.
    rememberEidReturn('/client/profile');
    expect(takeEidReturn({ uuid: 'anyone' })).toBe('/client/profile');
  });

  it('keeps nothing for a path of another site, and replaces an earlier page', () => {
    rememberEidReturn('/clients', tove.uuid);
    rememberEidReturn('https://evil.example/', tove.uuid);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    rememberEidReturn('/clients', tove.uuid);
    rememberEidReturn(null);
    expect(takeEidReturn(tove)).toBeNull();
    rememberEidReturn('/clients', tove.uuid);
    forgetEidReturn();
    expect(takeEidReturn(tove)).toBeNull();
  });

  it('does not follow a value written to the storage by other means', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ path: '//evil.example', uuid: null }));
    expect(takeEidReturn(tove)).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify({ path: 'https://evil.example', uuid: tove.uuid }));
    expect(takeEidReturn(tove)).toBeNull();
    sessionStorage.setItem(KEY, 'not json');
    expect(takeEidReturn(tove)).toBeNull();
  });
});
