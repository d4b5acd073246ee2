import { ListItem, ListItemText } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

/** Name and role at the top of the user menu; the app bar hides the name on small screens. */
export const CurrentUserMenuHeader = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  const role: unknown = identity.role;
  return (
    <ListItem divider>
      <ListItemText
        primary={identity.fullName}
        secondary={typeof role === 'string' ? translate(`app.roles.${role}`, { _: role }) : null}
      />
    </ListItem>
  );
};

// Tells MUI's menu list not to put keyboard focus on this non-interactive header.
CurrentUserMenuHeader.muiSkipListHighlight = true;
