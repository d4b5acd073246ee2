import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { hasUiPermission, type UiSubject } from '@sinnro/access';
import { CONSOLE_URL, FAQ_URL } from '../api/config';
import { CLINIC_PATHS } from '../clinic/clinic-logic';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ImpersonationBar } from '../impersonation/ImpersonationBar';
import { useSession, useSignedInUser } from '../session/session-context';
import { fetchCandidates, fetchUnreadMessages } from './specialists-api';
import { SpecialistBadgesContext } from './specialist-badges';
import { ownProfilePath } from '../therapist-premium/tp-paths';

/** Sidebar width (client/specialist specification, section 9). */
export const SIDEBAR_WIDTH = 250;

type MenuKey =
  | 'clients'
  | 'messages'
  | 'calendar'
  | 'services'
  | 'users'
  | 'allMessages'
  | 'addClient'
  | 'invitations'
  | 'faq'
  | 'organisation'
  | 'accessLogReviews';

interface MenuEntry {
  key: MenuKey;
  to: string;
  /** A console screen (hc), opened in the console app. */
  external?: boolean;
  /** Another site (the FAQ), opened in a new tab. */
  newTab?: boolean;
  badge?: 'clients' | 'messages';
}

/** The menus of the specification's "Menus", as far as their screens exist. */
function menuFor(user: UiSubject): MenuEntry[] {
  switch (user.role) {
    case 'therapist-premium':
      return [
        { key: 'clients', to: '/clients', badge: 'clients' },
        { key: 'messages', to: '/clients/messages', badge: 'messages' },
        { key: 'calendar', to: '/calendar' },
        { key: 'addClient', to: '/therapist-premium/users/add' },
      ];
    case 'clinic-therapist':
      return [
        { key: 'clients', to: '/clients', badge: 'clients' },
        { key: 'invitations', to: CLINIC_PATHS.invitations },
        { key: 'messages', to: '/messages', badge: 'messages' },
        { key: 'calendar', to: '/calendar' },
        ...(hasUiPermission(user, { permission: 'faq.read.[therapist]' })
          ? [{ key: 'faq' as const, to: FAQ_URL, external: true, newTab: true }]
          : []),
      ];
    case 'clinic-admin':
      return [
        { key: 'services', to: CLINIC_PATHS.services },
        { key: 'clients', to: '/clients', badge: 'clients' },
        { key: 'organisation', to: CLINIC_PATHS.organisation },
        ...(hasUiPermission(user, { permission: 'access-log/review.read' })
          ? [{ key: 'accessLogReviews' as const, to: CLINIC_PATHS.accessLogReviews }]
          : []),
      ];
    case 'hc':
      return [
        { key: 'users', to: `${CONSOLE_URL}/hc/users/list`, external: true },
        { key: 'clients', to: '/clients', badge: 'clients' },
        { key: 'allMessages', to: `${CONSOLE_URL}/admin/messages/list`, external: true },
      ];
    default:
      return [{ key: 'clients', to: '/clients', badge: 'clients' }];
  }
}

/**
 * The specialists' frame: brand, user, language and log out on top, and the menu with its badges
 * in a 250 px sidebar on the right (the therapist-premium has no sidebar: the menu is a row of
 * links under the top bar instead). Pages report the badge total back through the context.
 */
export function SpecialistLayout() {
  const { t } = useTranslation();
  const { logOut } = useSession();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [clientUpdates, setClientUpdates] = useState<number | null>(null);
  const [unread, setUnread] = useState<number | null>(null);

  const refresh = useCallback(() => {
    fetchCandidates({}).then(
      (list) => setClientUpdates(list.badge_total),
      () => setClientUpdates(null),
    );
  }, []);

  useEffect(() => {
    refresh();
    void fetchUnreadMessages().then(setUnread);
  }, [refresh]);

  const badges = useMemo(() => ({ setClientUpdates, refresh }), [refresh]);
  const menu = menuFor(user);
  const premium = user.role === 'therapist-premium';
  // The user block links to the profile of the user's role (section 2, "Menus").
  const profilePath = ownProfilePath(user.role);

  const leave = async () => {
    await logOut();
    await navigate('/login', { replace: true });
  };

  const count = (entry: MenuEntry): number | null =>
    entry.badge === 'clients' ? clientUpdates : entry.badge === 'messages' ? unread : null;

  const label = (entry: MenuEntry) => {
    const value = count(entry);
    const text = t(`specialists.nav.${entry.key}`);
    return value ? t('specialists.nav.withCount', { label: text, count: value }) : text;
  };

  // A client's page belongs to the clients entry; /clients/messages is the messages entry's.
  const active = (entry: MenuEntry) =>
    !entry.external &&
    (pathname === entry.to ||
      (entry.to === '/clients' &&
        (pathname.startsWith('/specialist/clients/') ||
          pathname.startsWith('/therapist-premium/client-report/'))));

  return (
    <SpecialistBadgesContext.Provider value={badges}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppBar position="static" elevation={0}>
          <Toolbar sx={{ gap: 2 }}>
            <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
              {t('app.name')}
            </Typography>
            {profilePath ? (
              <Button
                color="inherit"
                component={RouterLink}
                to={profilePath}
                title={t('therapistPremium.profileLink')}
                sx={{ display: { xs: 'none', sm: 'inline-flex' }, textTransform: 'none' }}
              >
                {user.profile.first_name} {user.profile.last_name}
              </Button>
            ) : (
              <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {user.profile.first_name} {user.profile.last_name}
              </Typography>
            )}
            <LanguageSwitch />
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void leave()}>
              {t('layout.logout')}
            </Button>
          </Toolbar>
        </AppBar>
        {premium && (
          <Box
            component="nav"
            aria-label={t('specialists.nav.menu')}
            sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <Container maxWidth="lg" sx={{ display: 'flex', gap: 1, py: 1, flexWrap: 'wrap' }}>
              {menu.map((entry) => (
                <Button
                  key={entry.key}
                  component={RouterLink}
                  to={entry.to}
                  aria-current={active(entry) ? 'page' : undefined}
                  variant={active(entry) ? 'contained' : 'text'}
                  aria-label={label(entry)}
                >
                  <Badge color="error" badgeContent={count(entry) ?? 0} sx={{ pr: 1.5 }}>
                    {t(`specialists.nav.${entry.key}`)}
                  </Badge>
                </Button>
              ))}
            </Container>
          </Box>
        )}
        <Container
          maxWidth="lg"
          sx={{
            py: 4,
            pb: 10,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 3,
            alignItems: 'flex-start',
          }}
        >
          <Box component="main" sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
            <Outlet />
          </Box>
          {!premium && (
            <Paper
              component="nav"
              aria-label={t('specialists.nav.menu')}
              variant="outlined"
              sx={{ width: { xs: '100%', md: SIDEBAR_WIDTH }, flexShrink: 0 }}
            >
              <List>
                {menu.map((entry) => (
                  <ListItem key={entry.key} disablePadding>
                    <ListItemButton
                      {...(entry.external
                        ? {
                            component: 'a',
                            href: entry.to,
                            ...(entry.newTab
                              ? { target: '_blank', rel: 'noopener noreferrer' }
                              : {}),
                          }
                        : { component: RouterLink, to: entry.to })}
                      selected={active(entry)}
                      aria-current={active(entry) ? 'page' : undefined}
                      aria-label={label(entry)}
                    >
                      <ListItemText primary={t(`specialists.nav.${entry.key}`)} />
                      {count(entry) ? (
                        <Badge color="error" badgeContent={count(entry)} sx={{ mr: 1 }} />
                      ) : null}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
        </Container>
        <ImpersonationBar />
      </Box>
    </SpecialistBadgesContext.Provider>
  );
}
