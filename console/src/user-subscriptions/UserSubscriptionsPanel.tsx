import { Alert, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Loading, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { CanAccessResource } from '../layout/CanAccessResource';
import { failureText } from '../users/console-api';
import {
  fetchSubscriptions,
  fetchSubscriptionTypes,
  type ProgramSubscription,
  subscriptionPath,
  type SubscriptionType,
} from './subscription-api';
import { useReferenceNames } from '../i18n/reference-names';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; subscriptions: ProgramSubscription[]; types: SubscriptionType[] };

/**
 * A user's program subscriptions (on the user's page): each with its state, period and progress
 * and the way to its editor; the models the append rule allows give an "add" link.
 */
export const UserSubscriptionsPanel = () => {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const names = useReferenceNames();
  const [locale] = useLocaleState();
  const [state, setState] = useState<Load>({ status: 'loading' });
  const userId = record?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let active = true;
    Promise.all([fetchSubscriptions(userId, locale), fetchSubscriptionTypes(userId)])
      .then(([subscriptions, types]) => {
        if (active) setState({ status: 'ready', subscriptions, types });
      })
      .catch((error: unknown) => {
        if (active) {
          setState({ status: 'failed', message: failureText(error, 'app.users.errors.network') });
        }
      });
    return () => {
      active = false;
    };
  }, [userId, locale]);

  if (userId === undefined || state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>;
  }
  return (
    <Stack spacing={2}>
      {state.subscriptions.length === 0 ? (
        <Typography color="text.secondary">{translate('app.subscriptions.none')}</Typography>
      ) : (
        <List aria-label={translate('app.users.tabs.subscriptions')}>
          {state.subscriptions.map((subscription) => (
            <ListItem key={subscription.uuid} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Stack sx={{ flex: '1 1 260px' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {names.model(subscription.subscription_model_name)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {subscription.programs.map((program) => program.name).join(', ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.subscriptions.period', {
                    start: subscription.start_date ?? '–',
                    end: subscription.end_date ?? '–',
                  })}{' '}
                  · {translate('app.subscriptions.progress', { value: subscription.progress })}
                </Typography>
              </Stack>
              <Chip
                size="small"
                color={subscription.display_status === 'active' ? 'success' : 'default'}
                label={translate(`app.subscriptions.statuses.${subscription.display_status}`)}
              />
              <CanAccessResource resource="user-subscriptions" action="edit">
                <Button
                  size="small"
                  component={Link}
                  to={subscriptionPath('edit', userId, subscription.subscription_model_uuid)}
                >
                  {translate('app.subscriptions.edit')}
                </Button>
              </CanAccessResource>
            </ListItem>
          ))}
        </List>
      )}
      <CanAccessResource resource="user-subscriptions" action="create">
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {state.types
            .filter((type) => type.can_add)
            .map((type) => (
              <Button
                key={type.subscription_model_uuid}
                variant="outlined"
                component={Link}
                to={subscriptionPath('add', userId, type.subscription_model_uuid)}
              >
                {translate('app.subscriptions.add_model', {
                  name: names.model(type.subscription_model_name),
                })}
              </Button>
            ))}
        </Stack>
      </CanAccessResource>
    </Stack>
  );
};
