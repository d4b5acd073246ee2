import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
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

/** My contacts (/client/therapists): the user's health coach from the profile, or an empty state. */
export function ContactsPage() {
  const { t } = useTranslation();
  const { health_coach: coach } = useSignedInUser();
  const contacts =
    coach === null
      ? []
      : [
          {
            uuid: coach.uuid,
            name: `${coach.first_name} ${coach.last_name}`,
            role: t('contacts.healthCoach'),
          },
        ];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('contacts.title')}
      </Typography>
      <Typography color="text.secondary">{t('contacts.intro')}</Typography>
      <Paper variant="outlined">
        {contacts.length === 0 ? (
          <Typography sx={{ p: 3 }}>{t('contacts.empty')}</Typography>
        ) : (
          <List>
            {contacts.map((contact) => (
              <ListItem key={contact.uuid}>
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
