import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../App';

describe('language', () => {
  it('starts in Swedish and marks the document as Swedish', async () => {
    render(<App />);
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'sv');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('starts in the language remembered in the selectedLocale cookie', async () => {
    document.cookie = 'selectedLocale=en; path=/';
    render(<App />);
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Svenska' })).toBeInTheDocument();
  });

  it('remembers the chosen language in the selectedLocale cookie', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'Svenska' });
    expect(document.cookie).toContain('selectedLocale=en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
