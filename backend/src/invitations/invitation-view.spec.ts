import { type Invitation } from './invitation.entity';
import { nationalIdCipherFromProcessEnv } from 'src/users/national-id/national-id-keys';
import { shownInvitee, storedInvitee } from './invitation-view';

describe('the invitee an invitation shows', () => {
  const nationalIds = nationalIdCipherFromProcessEnv({});
  const account = {
    uuid: 'account-uuid',
    firstName: 'Eva',
    lastName: 'Egen',
    email: 'eva@example.com',
    phone: '070-1',
    nationalIdSealed: nationalIds.seal('198001010000'),
    defaultLang: 'en',
  };
  const typed = {
    user_uuid: 'stand-in-uuid',
    first_name: 'Ines',
    last_name: 'Inbjuden',
    email: 'typed@example.com',
    phone: '070-2',
    national_id: '199001010000',
    default_lang: 'sv',
  };
  const stored = storedInvitee(typed, nationalIds);
  const invitation = (fields: Partial<Invitation>) =>
    ({ user: account, invitee: null, acceptedAt: null, ...fields }) as unknown as Invitation;

  it('is the account the invitation made, with its own details', () => {
    expect(shownInvitee(invitation({}), nationalIds)).toEqual({
      user_uuid: 'account-uuid',
      first_name: 'Eva',
      last_name: 'Egen',
      email: 'eva@example.com',
      phone: '070-1',
      national_id: '198001010000',
      default_lang: 'en',
    });
  });

  it('keeps the typed personal number sealed and indexed, never in plain text', () => {
    expect(JSON.stringify(stored)).not.toContain('199001010000');
    expect(stored.national_id_index).toBe(nationalIds.index('199001010000'));
    expect(nationalIds.open(stored.national_id_sealed ?? '')).toBe('199001010000');
  });

  it('for an account that existed before: the details sent and a stand-in uuid until accepted', () => {
    expect(shownInvitee(invitation({ invitee: stored }), nationalIds)).toEqual(typed);
    expect(
      shownInvitee(invitation({ invitee: stored, acceptedAt: new Date() }), nationalIds),
    ).toEqual({
      ...typed,
      user_uuid: 'account-uuid',
    });
  });
});
