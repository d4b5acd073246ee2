import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../test/render-app';

// The login page is plain HTML (no MUI): these check the roles, keyboard and error wiring that
// MUI's Tabs and TextField gave it.
describe('login page accessibility', () => {
  it('moves between the kind tabs with the arrow keys, Home and End, and chooses with Enter', async () => {
    const user = userEvent.setup();
    renderAppAt('/login');
    const client = screen.getByRole('tab', { name: 'Klient' });
    const therapist = screen.getByRole('tab', { name: 'Terapeut' });
    expect(screen.getByRole('tablist', { name: 'Välj typ av inloggning' })).toBeInTheDocument();
    expect(client).toHaveAttribute('tabindex', '0');
    expect(therapist).toHaveAttribute('tabindex', '-1');

    client.focus();
    await user.keyboard('{ArrowRight}');
    expect(therapist).toHaveFocus();
    expect(client).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(client).toHaveFocus();
    await user.keyboard('{End}');
    expect(therapist).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(therapist).toHaveAttribute('aria-selected', 'true');
    expect(therapist).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Home}');
    expect(client).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(therapist).toHaveFocus();
  });

  it('marks the fields in error, describes them with their message and focuses the first', async () => {
    const user = userEvent.setup();
    renderAppAt('/login');
    const email = screen.getByLabelText('E-post');
    const password = screen.getByLabelText('Lösenord');
    expect(email).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Ange din e-postadress');
    expect(password).toHaveAccessibleDescription('Ange ditt lösenord');
    expect(email).toHaveFocus();

    await user.type(email, 'klara@example.se');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAccessibleDescription();
    expect(password).toHaveFocus();
  });
});
