import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@sinnro/care-ui';

/** A way on from an empty state: a page of the app, or an outside page (opens in a new tab). */
export interface EmptyStateLink {
  label: string;
  to: string;
  external?: boolean;
}

/**
 * What a client sees where there is nothing yet: what will happen (in `text`) and what they can
 * do now (the links). Never a bare "nothing here".
 */
export function EmptyState({
  text,
  links = [],
  padded = false,
}: {
  text: string;
  links?: readonly EmptyStateLink[];
  padded?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ p: padded ? { xs: 2, sm: 3 } : 0, alignItems: 'flex-start' }}>
      <Typography>{text}</Typography>
      {links.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {links.map((link) =>
            link.external ? (
              <Link key={link.to} href={link.to} target="_blank" rel="noopener noreferrer">
                {link.label}
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('client.more.opensInNewTab')}`}
                </Box>
              </Link>
            ) : (
              <Link key={link.to} component={RouterLink} to={link.to}>
                {link.label}
              </Link>
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}
