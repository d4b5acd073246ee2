import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { fetchSubscriptionTypes } from './tp-api';
import { clientEditPath, subscriptionPath } from './tp-paths';

/** The roles that administer their clients' details and program subscriptions. */
export const CLIENT_ADMIN_ROLES: readonly string[] = ['therapist-premium', 'clinic-therapist'];

/**
 * On a client's page: edit the client's details, and for each subscription model manage the
 * subscription the client has, or add one where the append rule allows it.
 */
export function ClientAdminLinks({
  client,
}: {
  client: {
    id: number;
    uuid: string;
    program_subscriptions: readonly { subscription_model_uuid: string }[];
  };
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { state } = useLoad(() => fetchSubscriptionTypes(client.id), [client.id]);
  const held = new Set(client.program_subscriptions.map((item) => item.subscription_model_uuid));

  return (
    <Paper component="section" aria-labelledby="client-admin-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="client-admin-heading" variant="h5" component="h2" gutterBottom>
        {t('therapistPremium.subscription.heading')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to={clientEditPath(user.role, client)}>
          {t('therapistPremium.edit.link')}
        </Button>
        {state.status === 'ready' &&
          state.data.map((type) => {
            const model =
              type.subscription_model_name === 'Therapist assisted'
                ? t('therapistPremium.models.therapistAssisted')
                : type.subscription_model_name === 'Self study'
                  ? t('therapistPremium.models.selfStudy')
                  : type.subscription_model_name;
            return (
              <Stack key={type.subscription_model_uuid} direction="row" spacing={1}>
                {(type.active || held.has(type.subscription_model_uuid)) && (
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={subscriptionPath('edit', client.id, type.subscription_model_uuid)}
                  >
                    {t('therapistPremium.subscription.editLink', { model })}
                  </Button>
                )}
                {type.can_add && (
                  <Button
                    variant="outlined"
                    component={RouterLink}
                    to={subscriptionPath('add', client.id, type.subscription_model_uuid)}
                  >
                    {t('therapistPremium.subscription.addLink', { model })}
                  </Button>
                )}
              </Stack>
            );
          })}
      </Stack>
    </Paper>
  );
}
