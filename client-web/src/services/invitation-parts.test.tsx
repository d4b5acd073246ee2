import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { InvitationList, productPrice } from './invitation-parts';
import { type Invitation } from './services-api';

const invitation = (
  email: string,
  status: Invitation['status'],
  accepted_at: string | null = null,
): Invitation => ({
  uuid: `uuid-${email}`,
  id: `uuid-${email}`,
  status,
  user_uuid: `user-${email}`,
  first_name: 'Ines',
  last_name: email,
  email,
  phone: null,
  national_id: null,
  protected_identity: false,
  default_lang: 'sv',
  role: 'client',
  company_uuid: 'company',
  unit_uuid: 'unit',
  company_role: 'standard-user',
  permissions: [],
  products: [],
  invited_by: null,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  expires_at: '2026-12-08T10:00:00.000Z',
  accepted_at,
  therapist_uuid: null,
  program_uuid: null,
});

const INVITATIONS = [
  invitation('pending@example.se', 'pending'),
  invitation('accepted@example.se', 'accepted', '2026-11-26T09:00:00.000Z'),
  invitation('expired@example.se', 'expired'),
];

function rowOf(email: string): HTMLElement {
  const row = screen.getByText(email).closest('li');
  if (row === null) throw new Error(`no row for ${email}`);
  return row;
}

function renderList() {
  render(
    <>
      <h2 id="invitations">Inbjudningar</h2>
      <InvitationList
        invitations={INVITATIONS}
        products={[]}
        labelledBy="invitations"
        empty="Inga"
      />
    </>,
  );
}

describe('invitation list', () => {
  it('shows the link’s validity only for a pending invitation, in Swedish', () => {
    renderList();
    expect(
      within(rowOf('pending@example.se')).getByText('Länken gäller till 8 dec. 2026'),
    ).toBeVisible();
    const accepted = rowOf('accepted@example.se');
    expect(within(accepted).getByText('Accepterad 26 nov. 2026')).toBeVisible();
    expect(within(accepted).queryByText(/Länken/)).not.toBeInTheDocument();
    const expired = rowOf('expired@example.se');
    expect(within(expired).getByText('Länken gick ut 8 dec. 2026')).toBeVisible();
    expect(within(expired).queryByText(/gäller till/)).not.toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    renderList();
    expect(
      within(rowOf('pending@example.se')).getByText('The link is valid until 8 Dec 2026'),
    ).toBeVisible();
    const accepted = rowOf('accepted@example.se');
    expect(within(accepted).getByText('Accepted on 26 Nov 2026')).toBeVisible();
    expect(within(accepted).queryByText(/valid until/)).not.toBeInTheDocument();
    expect(
      within(rowOf('expired@example.se')).getByText('The link expired on 8 Dec 2026'),
    ).toBeVisible();
  });
});

describe('product price', () => {
  const product = { default_price: 123450, unit_price: null, starting_at: false, per_call: false };
  const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

  it('shows the catalogue price in kronor, or the company’s own price, in Swedish', async () => {
    await i18n.changeLanguage('sv');
    expect(spaced(productPrice(product, 'sv', i18n.t))).toBe('1 234,50 kr');
    expect(spaced(productPrice({ ...product, unit_price: 49900 }, 'sv', i18n.t))).toBe('499 kr');
    expect(
      spaced(productPrice({ ...product, starting_at: true, per_call: true }, 'sv', i18n.t)),
    ).toBe('från 1 234,50 kr per samtal');
    // A product paid with credits has no price to show.
    expect(productPrice({ ...product, default_price: 0 }, 'sv', i18n.t)).toBeNull();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    expect(spaced(productPrice(product, 'en', i18n.t))).toBe('SEK 1,234.50');
    expect(spaced(productPrice({ ...product, starting_at: true }, 'en', i18n.t))).toBe(
      'from SEK 1,234.50',
    );
  });
});
