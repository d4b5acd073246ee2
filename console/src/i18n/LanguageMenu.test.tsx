import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, logInAs } from '../test/log-in';

const SLOW = { timeout: 10_000 };

describe('the language menu', () => {
  it('offers four languages; Arabic shows English texts right to left and is remembered', async () => {
    const { user } = await logInAs({ role: 'cc', firstName: 'Anna', lastName: 'Berg' });
    await user.click(screen.getByRole('button', { name: 'Språk: Svenska' }));
    const menu = within(screen.getByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Svenska',
      'English',
      'עברית',
      'العربية',
    ]);
    await user.click(menu.getByRole('menuitem', { name: 'العربية' }));

    expect(await screen.findByRole('menuitem', { name: 'Home' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: العربية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.cookie).toContain('selectedLocale=ar');
    // MUI's styles come from the mirroring emotion cache, loaded with the first RTL language.
    await waitFor(
      () => expect(document.head.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull(),
      SLOW,
    );

    await user.click(screen.getByRole('button', { name: 'Language: العربية' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Svenska' }));
    expect(await screen.findByRole('menuitem', { name: 'Start' }, SLOW)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('opens in Hebrew, right to left, when the cookie says so', async () => {
    document.cookie = 'selectedLocale=he; path=/';
    renderConsole();
    expect(await screen.findByLabelText('Email', {}, SLOW)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'he');
  });
});
