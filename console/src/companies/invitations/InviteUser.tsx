import { Create, SimpleForm, useParams, useTranslate } from 'react-admin';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import {
  DEFAULT_INVITEE_GRANTS,
  type InvitationRecord,
  withoutEmpty,
  withPlainNationalId,
} from './invitation-record';
import { InvitationFormFields } from './InvitationFormFields';

/**
 * /companies/users/invite/{company_uuid}/{unit_uuid?} and /companies/units/users/invite/…:
 * invites a person to the company (POST /api/admin/invitations, which mails the link), then shows
 * the company's or unit's invitations.
 */
export const InviteUser = () => {
  const { company_uuid: companyUuid = '', unit_uuid: unitUuid } = useParams();
  const translate = useTranslate();
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="invitations"
      title={translate('app.companies.invitations.invite')}
    >
      <Create
        resource="invitations"
        title=" "
        transform={(form: Partial<InvitationRecord>) => ({
          ...withPlainNationalId(withoutEmpty(form)),
          company_uuid: companyUuid,
        })}
        redirect={() =>
          unitUuid === undefined
            ? companyPath('companyInvitations', { company_uuid: companyUuid })
            : companyPath('unitInvitations', { company_uuid: companyUuid, unit_uuid: unitUuid })
        }
      >
        <SimpleForm
          warnWhenUnsavedChanges
          defaultValues={{
            default_lang: 'sv',
            role: 'client',
            company_role: 'standard-user',
            unit_uuid: unitUuid ?? '',
            permissions: [...DEFAULT_INVITEE_GRANTS],
            products: [],
          }}
        >
          <InvitationFormFields companyUuid={companyUuid} />
        </SimpleForm>
      </Create>
    </CompanyWorkspace>
  );
};
