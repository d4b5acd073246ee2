import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';

/** Who is logging in: it steers the e-ID login (?kind=); both use the same password form. */
export type LoginKind = 'client' | 'therapist';

interface LoginKindTabsProps {
  value: LoginKind;
  onChange: (kind: LoginKind) => void;
}

export function LoginKindTabs({ value, onChange }: LoginKindTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, kind: LoginKind) => onChange(kind)}
      aria-label={t('login.kindLabel')}
      variant="fullWidth"
    >
      <Tab value="client" label={t('login.kindClient')} />
      <Tab value="therapist" label={t('login.kindTherapist')} />
    </Tabs>
  );
}
