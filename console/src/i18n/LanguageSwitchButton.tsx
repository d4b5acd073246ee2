import { otherLocale } from '@sinnro/web-session';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, type ButtonProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

/** One button naming the other language in that language ("English" while the UI is Swedish). */
export const LanguageSwitchButton = ({ color }: Pick<ButtonProps, 'color'>) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const target = otherLocale(locale);
  return (
    <Button
      color={color}
      lang={target}
      startIcon={<TranslateIcon />}
      onClick={() => setLocale(target)}
    >
      {translate('app.language.switch_to')}
    </Button>
  );
};
