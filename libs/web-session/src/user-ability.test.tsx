import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Can, UserAbilityProvider } from './ability-react';
import { abilityFor, abilitySourceOf } from './user-ability';

const user = {
  uuid: 'u1',
  permissions: ['company.read.[company]', 'program.read.[*]', 'not-a-grant'],
  companies: [
    {
      uuid: 'c1',
      name: 'Acme AB',
      company_role: 'company-admin',
      company_email: null,
      default_company_unit_uuid: null,
    },
  ],
  company_units: [{ uuid: 'unit1', company_uuid: 'c1', type: null }],
};

describe('the UI ability', () => {
  it('grants what the user holds, scoped to their companies, and skips unreadable grants', () => {
    const ability = abilityFor(abilitySourceOf(user));
    expect(ability.can('read', 'program')).toBe(true);
    expect(ability.can('read', 'company')).toBe(true);
    expect(ability.can('update', 'company')).toBe(false);
  });

  it('gives a company-scoped grant nothing to a user without a company', () => {
    const ability = abilityFor(abilitySourceOf({ ...user, companies: [] }));
    expect(ability.can('read', 'company')).toBe(false);
  });

  it('shows what <Can> allows and hides the rest', () => {
    render(
      <UserAbilityProvider source={abilitySourceOf(user)}>
        <Can I="read" a="program">
          <button type="button">read programs</button>
        </Can>
        <Can I="create" a="program">
          <button type="button">create program</button>
        </Can>
      </UserAbilityProvider>,
    );
    expect(screen.getByRole('button', { name: 'read programs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'create program' })).toBeNull();
  });
});
