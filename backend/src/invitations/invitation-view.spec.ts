import { type Invitation } from './invitation.entity';
import { shownInvitee } from './invitation-view';

describe('the invitee an invitation shows', () => {
  const account = {
    uuid: 'account-uuid',
    firstName: 'Eva',
    lastName: 'Egen',
    email: 'eva@example.com',
    phone: '070-1',
    nationalId: '198001010000',
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
  const invitation = (fields: Partial<Invitation>) =>
    ({ user: account, invitee: null, acceptedAt: null, ...fields }) as unknown as Invitation;

  it('is the account the invitation made, with its own details', () => {
    expect(shownInvitee(invitation({}))).toEqual({
      user_uuid: 'account-uuid',
      first_name: 'Eva',
      last_name: 'Egen',
      email: 'eva@example.com',
      phone: '070-1',
      national_id: '198001010000',
      default_lang: 'en',
    });
  });

  it('for an account that existed before: the details sent and a stand-in uuid until accepted', () => {
    expect(shownInvitee(invitation({ invitee: typed }))).toEqual(typed);
    expect(shownInvitee(invitation({ invitee: typed, acceptedAt: new Date() }))).toEqual({
      ...typed,
      user_uuid: 'account-uuid',
    });
  });
});
