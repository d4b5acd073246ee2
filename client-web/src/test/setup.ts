import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, loadTexts } from '../i18n/i18n';
import { DEFAULT_LOCALE } from '@sinnro/web-session';
import { preloadLazyPages } from '../lazy/lazy-page';
import '../routes';

// The pages' chunks and the English texts load up front, so whole-app tests render as a returning
// visitor sees them.
beforeAll(async () => {
  await Promise.all([preloadLazyPages(), loadTexts('en')]);
});

// jsdom does not implement scrolling; the app scrolls to the top after each navigation.
window.scrollTo = () => undefined;

function clearCookies(): void {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; expires=${new Date(0).toUTCString()}; path=/`;
  }
}

afterEach(async () => {
  cleanup();
  clearCookies();
  await i18n.changeLanguage(DEFAULT_LOCALE);
  window.history.replaceState(null, '', '/');
});
