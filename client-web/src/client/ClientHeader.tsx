import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useWhiteLabel } from '../layout/WhiteLabelTheme';
import { useBackLink } from './navigation';

/** The header bar of the client's pages other than the dashboard: back link and brand. */
export function ClientHeader() {
  const { t } = useTranslation();
  const { brand } = useWhiteLabel();
  const backLink = useBackLink();
  const { pathname } = useLocation();
  const showsBack = backLink.split('?')[0] !== pathname;
  return (
    <AppBar position="static" elevation={0} component="header">
      <Toolbar sx={{ gap: 2 }}>
        {showsBack && (
          <Button color="inherit" component={Link} to={backLink} startIcon={<ArrowBack />}>
            {t('client.back')}
          </Button>
        )}
        <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
          {brand}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
