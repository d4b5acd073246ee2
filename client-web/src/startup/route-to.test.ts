import { afterEach, describe, expect, it } from 'vitest';
import {
  applyStartupRoute,
  LOGIN_ORIGIN_STORAGE_KEY,
  parseRouteTo,
  startupRoute,
} from './route-to';

describe('parseRouteTo', () => {
  it.each([
    ['/client/profile', '/client/profile'],
    ['/client/module/12/abc?tab=2#top', '/client/module/12/abc?tab=2#top'],
    ['/meeting/42', '/meeting/42'],
    ['/client/../client/therapists', '/client/therapists'],
  ])('follows the app path %s', (value, expected) => {
    expect(parseRouteTo(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['client/profile'],
    ['//evil.example.com/login'],
    ['/\\evil.example.com'],
    ['https://evil.example.com/'],
    ['javascript:alert(1)'],
    ['/client\nprofile'],
    [`/${'a'.repeat(2048)}`],
  ])('ignores the malformed value %j', (value) => {
    expect(parseRouteTo(value)).toBeNull();
  });
});

describe('startupRoute', () => {
  const at = (search: string) => ({ pathname: '/login', search, hash: '' });

  it('is null without routeTo', () => {
    expect(startupRoute(at('?conversationid=3'))).toBeNull();
  });

  it('starts on the routeTo path, marking meetings', () => {
    expect(startupRoute(at('?routeTo=%2Fclient%2Fprofile'))).toEqual({
      url: '/client/profile',
      meeting: false,
    });
    expect(startupRoute(at('?routeTo=/meeting/7'))).toEqual({ url: '/meeting/7', meeting: true });
  });

  it('drops a malformed routeTo and keeps the other parameters', () => {
    expect(startupRoute(at('?routeTo=https%3A%2F%2Fevil.example&conversationid=3'))).toEqual({
      url: '/login?conversationid=3',
      meeting: false,
    });
  });
});

describe('applyStartupRoute', () => {
  afterEach(() => sessionStorage.clear());

  it('replaces the address and records a meeting link as a national-ID login', () => {
    window.history.replaceState(null, '', '/login?routeTo=/meeting/9');
    applyStartupRoute();
    expect(window.location.pathname).toBe('/meeting/9');
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem(LOGIN_ORIGIN_STORAGE_KEY)).toBe('national-id');
  });

  it('leaves an address without routeTo alone', () => {
    window.history.replaceState(null, '', '/client/dashboard?x=1');
    applyStartupRoute();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/client/dashboard?x=1');
    expect(sessionStorage.getItem(LOGIN_ORIGIN_STORAGE_KEY)).toBeNull();
  });
});
