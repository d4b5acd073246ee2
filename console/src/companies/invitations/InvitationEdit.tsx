import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import {
  Edit,
  Loading,
  SaveButton,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useParams,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { type InvitationRecord, withoutEmpty, withPlainNationalId } from './invitation-record';
import { InvitationFormFields } from './InvitationFormFields';

type Found = { state: 'pending' } | { state: 'found'; id: string } | { state: 'missing' };

/** The newest invitation of the user to the company (the list pages through, 100 at a time). */
function useInvitationOf(userUuid: string, companyUuid: string): Found {
  const dataProvider = useDataProvider();
  const [found, setFound] = useState<Found>({ state: 'pending' });
  useEffect(() => {
    let active = true;
    const search = async (): Promise<Found> => {
      for (let page = 1; page <= 100; page += 1) {
        const { data, total } = await dataProvider.getList<InvitationRecord>('invitations', {
          filter: { company_uuid: companyUuid },
          pagination: { page, perPage: 100 },
          sort: { field: 'created_at', order: 'DESC' },
        });
        const match = data.find((invitation) => invitation.user_uuid === userUuid);
        if (match !== undefined) return { state: 'found', id: match.id };
        if (data.length === 0 || page * 100 >= (total ?? 0)) break;
      }
      return { state: 'missing' };
    };
    search()
      .then((result) => active && setFound(result))
      .catch(() => active && setFound({ state: 'missing' }));
    return () => {
      active = false;
    };
  }, [dataProvider, userUuid, companyUuid]);
  return found;
}

const ResendToolbar = () => (
  <Toolbar>
    <SaveButton label="app.companies.invitations.save_and_resend" alwaysEnable />
  </Toolbar>
);

/**
 * /companies/invitation-users/edit/{user_uuid}/{company_uuid}: corrects a pending or expired
 * invitation; saving mails a fresh link (the old one ends). An accepted one cannot change.
 */
export const InvitationEdit = () => {
  const { user_uuid: userUuid = '', company_uuid: companyUuid = '' } = useParams();
  const translate = useTranslate();
  const found = useInvitationOf(userUuid, companyUuid);
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="invitations"
      title={translate('app.companies.invitations.edit')}
    >
      {found.state === 'pending' && <Loading />}
      {found.state === 'missing' && (
        <Alert severity="warning">{translate('app.companies.invitations.not_found')}</Alert>
      )}
      {found.state === 'found' && (
        <Edit<InvitationRecord>
          resource="invitations"
          id={found.id}
          title=" "
          mutationMode="pessimistic"
          transform={(record: InvitationRecord) => withPlainNationalId(withoutEmpty(record))}
          redirect={() => companyPath('companyInvitations', { company_uuid: companyUuid })}
        >
          <InvitationEditForm companyUuid={companyUuid} />
        </Edit>
      )}
    </CompanyWorkspace>
  );
};

const InvitationEditForm = ({ companyUuid }: { companyUuid: string }) => (
  <SimpleForm warnWhenUnsavedChanges toolbar={<ResendToolbar />}>
    <AcceptedNotice />
    <InvitationFormFields companyUuid={companyUuid} />
  </SimpleForm>
);

const AcceptedNotice = () => {
  const record = useRecordContext<InvitationRecord>();
  const translate = useTranslate();
  if (record?.status !== 'accepted') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('app.companies.invitations.accepted_notice')}
    </Alert>
  );
};
