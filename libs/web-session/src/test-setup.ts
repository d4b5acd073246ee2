import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

function clearCookies(): void {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}

afterEach(() => {
  clearCookies();
});
