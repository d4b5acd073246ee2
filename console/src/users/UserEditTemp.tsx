import { Alert, Button, Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import { formatDate } from '@sinnro/web-session';
import { useEffect, useState } from 'react';
import { Link, Loading, Title, useLocaleState, useParams, useTranslate } from 'react-admin';
import { apiCall, failureText, type ManagedUserTemp } from './console-api';
import { userPath } from './user-paths';
import { useReferenceNames } from '../i18n/reference-names';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; user: ManagedUserTemp };

function shortDate(value: string | null, locale: string): string {
  return value === null ? '–' : formatDate(value, locale);
}

/**
 * /hc/users/edit-temp/{id}: a user whose invitation may still be pending: the invitation's state
 * and the program subscriptions made for them before they activated the account
 * (GET /api/users/{id}/edit-temp), with the way on to their edit form.
 */
export const UserEditTemp = () => {
  const translate = useTranslate();
  const names = useReferenceNames();
  const [locale] = useLocaleState();
  const { id } = useParams();
  const [state, setState] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    apiCall<ManagedUserTemp>(`/api/users/${encodeURIComponent(id ?? '')}/edit-temp`)
      .then((user) => active && setState({ status: 'ready', user }))
      .catch(
        (error: unknown) =>
          active &&
          setState({ status: 'failed', message: failureText(error, 'app.users.errors.network') }),
      );
    return () => {
      active = false;
    };
  }, [id]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(state.message, { _: state.message })}
      </Alert>
    );
  }
  const { user } = state;
  const invitation = user.invitation;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${user.first_name} ${user.last_name}`} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {user.first_name} {user.last_name}
          </Typography>
          <Typography>{user.email}</Typography>
          <Typography>
            {invitation === null
              ? translate('app.users.temp.no_invitation')
              : invitation.accepted_at === null
                ? translate('app.users.temp.pending', {
                    date: shortDate(invitation.expires_at, locale),
                  })
                : translate('app.users.temp.accepted', {
                    date: shortDate(invitation.accepted_at, locale),
                  })}
          </Typography>
          <Typography variant="h6" component="h2">
            {translate('app.users.temp.subscriptions')}
          </Typography>
          {user.program_subscription_temp.length === 0 ? (
            <Typography color="text.secondary">{translate('app.users.temp.none')}</Typography>
          ) : (
            <List dense>
              {user.program_subscription_temp.map((subscription) => (
                <ListItem key={subscription.uuid} divider>
                  {names.model(subscription.subscription_model_name)} ·{' '}
                  {subscription.programs.map((program) => program.name).join(', ')} ·{' '}
                  {shortDate(subscription.start_date, locale)} –{' '}
                  {shortDate(subscription.end_date, locale)}
                </ListItem>
              ))}
            </List>
          )}
          <div>
            <Button
              variant="contained"
              component={Link}
              to={userPath('hc', 'edit', { id: user.id }) ?? '/hc/users/list'}
            >
              {translate('app.users.temp.edit')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
