import { isConsoleLocale } from '@sinnro/web-session';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, type ButtonProps, Menu, MenuItem } from '@mui/material';
import { type MouseEvent, useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGE_NAMES } from './i18nProvider';

/** The app bar's language menu: Svenska, English, עברית, العربية, each named in itself. */
export const LanguageMenu = ({ color }: Pick<ButtonProps, 'color'>) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = isConsoleLocale(locale) ? LANGUAGE_NAMES[locale] : locale;
  return (
    <>
      <Button
        color={color}
        aria-label={translate('app.language.current', { language: current })}
        aria-haspopup="menu"
        aria-controls={anchor === null ? undefined : menuId}
        aria-expanded={anchor !== null}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {current}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(code);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
