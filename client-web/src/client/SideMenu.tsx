import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { fullName } from '@sinnro/web-session';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { roleLabel } from '../home/role-label';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { UnreadBadge } from '../messages/UnreadBadge';
import { useSignedInUser } from '../session/session-context';
import { MENU_ICONS } from './menu-icons';
import { CLIENT_PATHS, type ClientMenuKey, type MenuEntry } from './menu-rules';
import { useLeave } from './use-leave';
import { SIDEBAR_WIDTH_PX } from './use-wide-screen';

/** The client's side menu on wide screens: the user block, then the menu entries. */
export function SideMenu({ entries }: { entries: MenuEntry<ClientMenuKey>[] }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const leave = useLeave();
  return (
    <Drawer
      variant="permanent"
      anchor="right"
      sx={{
        width: SIDEBAR_WIDTH_PX,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX, boxSizing: 'border-box' },
      }}
    >
      <Box component="section" aria-label={t('client.userBlock')} sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{fullName(user)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {roleLabel(t, user)}
        </Typography>
        <Link component={RouterLink} to={CLIENT_PATHS.profile} variant="body2">
          {t('client.myProfile')}
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <LanguageSwitch />
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void leave()}>
            {t('layout.logout')}
          </Button>
        </Box>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('client.mainMenu')}>
        <List>
          {entries.map((entry) => (
            <ListItem key={entry.key} disablePadding>
              <ListItemButton
                component={NavLink}
                to={entry.path}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                <ListItemIcon>
                  {entry.key === 'messages' ? (
                    <UnreadBadge>{MENU_ICONS[entry.key]}</UnreadBadge>
                  ) : (
                    MENU_ICONS[entry.key]
                  )}
                </ListItemIcon>
                <ListItemText primary={t(`client.menu.${entry.key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
