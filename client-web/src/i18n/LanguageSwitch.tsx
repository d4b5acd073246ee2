import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { otherLocale } from '@sinnro/web-session';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from './i18n';

/** Toggles between Swedish and English; the label names the other language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const target = otherLocale(currentLocale());
  return (
    <Button
      color="inherit"
      lang={target}
      startIcon={<TranslateIcon />}
      onClick={() => void changeLocale(target)}
    >
      {t('language.switchTo')}
    </Button>
  );
}
