import { parsePermission } from './permission-grammar';
import {
  DEFAULT_INVITEE_GRANTS,
  groupPermissions,
  INVITEE_GRANTABLE_PERMISSIONS,
  PERMISSION_GROUP_LABELS,
  PERMISSION_GROUPS,
  PERMISSION_LABELS,
  permissionLabel,
} from './permission-labels';
import { COMPANY_ROLE_PERMISSIONS } from './role-permissions';

describe('permission labels', () => {
  it('offers the invitee’s own credits and every company-admin grant', () => {
    expect(INVITEE_GRANTABLE_PERMISSIONS).toEqual(
      expect.arrayContaining([
        ...DEFAULT_INVITEE_GRANTS,
        ...COMPANY_ROLE_PERMISSIONS['company-admin'],
      ]),
    );
  });

  it.each(INVITEE_GRANTABLE_PERMISSIONS)('has Swedish and English words for %s', (permission) => {
    const label = PERMISSION_LABELS[permission];
    expect(label).toBeDefined();
    expect(PERMISSION_GROUPS).toContain(label?.group);
    for (const language of ['sv', 'en'] as const) {
      const words = label?.words[language] ?? '';
      expect(words.trim()).not.toBe('');
      expect(words).not.toContain(permission);
      expect(permissionLabel(permission, language)).toBe(words);
    }
  });

  it('labels only valid grants, and no two grants alike', () => {
    for (const permission of Object.keys(PERMISSION_LABELS)) {
      expect(() => parsePermission(permission)).not.toThrow();
    }
    for (const language of ['sv', 'en'] as const) {
      const words = Object.values(PERMISSION_LABELS).map((label) => label?.words[language]);
      expect(new Set(words).size).toBe(words.length);
      for (const group of PERMISSION_GROUPS) {
        expect(PERMISSION_GROUP_LABELS[group][language].trim()).not.toBe('');
      }
    }
  });

  it('groups in catalogue order and keeps a grant without words under its raw string', () => {
    const groups = groupPermissions(
      [
        'company.read.[company]',
        'user/credit.read.[user]',
        'queue.read.[*]',
        'user.read.[company-unit]',
      ],
      'en-GB',
    );
    expect(groups).toEqual([
      {
        group: 'users',
        label: 'Users',
        choices: [
          { permission: 'user.read.[company-unit]', label: 'See the users of their units' },
        ],
      },
      {
        group: 'credits',
        label: 'Credits',
        choices: [{ permission: 'user/credit.read.[user]', label: 'See their own credits' }],
      },
      {
        group: 'organization',
        label: 'Organisation',
        choices: [
          {
            permission: 'company.read.[company]',
            label: "See the company's details (My organisation)",
          },
        ],
      },
      {
        group: 'other',
        label: 'Other',
        choices: [{ permission: 'queue.read.[*]', label: 'queue.read.[*]' }],
      },
    ]);
    expect(groupPermissions(['user/credit.read.[user]'], 'sv')[0]).toMatchObject({
      label: 'Krediter',
      choices: [{ label: 'Se sina egna krediter' }],
    });
  });
});
