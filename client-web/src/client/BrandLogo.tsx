import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useWhiteLabel } from '../layout/WhiteLabelTheme';

/** The brand's mark and name, in the white label's colour. */
export function BrandLogo({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  const { brand, primary } = useWhiteLabel();
  return (
    <Box
      role="img"
      aria-label={t('dashboard.logo', { brand })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}
    >
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill={primary} />
        <path
          d="M12 24c2.5 3 5 4 8 4s5.5-1 8-4M14 16h.01M26 16h.01"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <Typography
        component="span"
        aria-hidden="true"
        sx={{ fontSize: size / 2, fontWeight: 600, color: primary }}
      >
        {brand}
      </Typography>
    </Box>
  );
}
