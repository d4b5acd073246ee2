import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_HIDDEN_COMPANY_UUID, SUPPORT_URL } from '../api/config';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useSignedInUser } from '../session/session-context';
import { MENU_ICONS } from './menu-icons';
import { MORE_DRAWER_ENTRIES, showsSupportLink } from './menu-rules';
import { useLeave } from './use-leave';
import { visuallyHidden } from '@sinnro/care-ui';

interface MoreDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The "more" drawer of the tab bar: profile, my contacts, appointments and customer support. */
export function MoreDrawer({ open, onClose }: MoreDrawerProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const leave = useLeave();
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('client.more.title')}
        </Typography>
      </Box>
      <List>
        {MORE_DRAWER_ENTRIES.map((entry) => (
          <ListItem key={entry.key} disablePadding>
            <ListItemButton component={Link} to={entry.path} onClick={onClose}>
              <ListItemIcon>{MENU_ICONS[entry.key]}</ListItemIcon>
              <ListItemText primary={t(`client.more.${entry.key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
        {showsSupportLink(user, SUPPORT_HIDDEN_COMPANY_UUID) && (
          <ListItem disablePadding>
            <ListItemButton
              component="a"
              href={SUPPORT_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ListItemIcon>
                <HelpOutline />
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {t('client.more.support')}{' '}
                    <Box component="span" sx={visuallyHidden}>
                      {t('client.more.opensInNewTab')}
                    </Box>
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        )}
      </List>
      <Divider />
      <Box sx={{ display: 'flex', gap: 1, p: 2 }}>
        <LanguageSwitch />
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void leave()}>
          {t('layout.logout')}
        </Button>
      </Box>
    </Drawer>
  );
}
