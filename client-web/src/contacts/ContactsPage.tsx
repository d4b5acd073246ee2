import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SUPPORT_HIDDEN_COMPANY_UUID, SUPPORT_URL } from '../api/config';
import { EmptyState } from '../client/EmptyState';
import { showsSupportLink } from '../client/menu-rules';
import { useSignedInUser } from '../session/session-context';

/** The avatar text: the first letters of the first two name words (section 9). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * My contacts (/client/therapists): the user's therapist and health coach from the profile, each
 * with a way to the messages page, or an empty state.
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { therapist, health_coach: coach } = user;
  const contacts = [
    ...(therapist === null ? [] : [{ person: therapist, role: t('contacts.therapist') }]),
    ...(coach === null ? [] : [{ person: coach, role: t('contacts.healthCoach') }]),
  ].map(({ person, role }) => ({
    uuid: person.uuid,
    name: `${person.first_name} ${person.last_name}`,
    role,
  }));
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('contacts.title')}
      </Typography>
      <Typography color="text.secondary">{t('contacts.intro')}</Typography>
      <Paper variant="outlined">
        {contacts.length === 0 ? (
          <EmptyState
            padded
            text={t('contacts.empty')}
            links={
              showsSupportLink(user, SUPPORT_HIDDEN_COMPANY_UUID)
                ? [{ label: t('contacts.support'), to: SUPPORT_URL, external: true }]
                : []
            }
          />
        ) : (
          <List>
            {contacts.map((contact) => (
              <ListItem
                key={contact.uuid}
                secondaryAction={
                  <Button component={RouterLink} to="/client/messages" size="small">
                    {t('contacts.message')}
                  </Button>
                }
              >
                <ListItemAvatar>
                  <Avatar aria-hidden="true">{initialsOf(contact.name)}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={contact.name} secondary={contact.role} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
