import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

function clearCookies(): void {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}

// Each test starts like a first visit: no cookies, no stored preferences, at the app's root.
afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

// jsdom has no layout and no window.scrollTo of its own: react-admin and the router scroll to
// the top on each new screen, and jsdom would print an error for each navigation.
window.scrollTo = () => undefined;
