import { otherLocale } from '@sinnro/web-session';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n';
import { Icon } from '../styles/icons';

/** i18n/LanguageSwitch in plain HTML: toggles Swedish and English, labelled with the other one. */
export function PlainLanguageSwitch() {
  const { t } = useTranslation();
  const target = otherLocale(currentLocale());
  return (
    <button
      type="button"
      className="sn-button sn-button-text"
      lang={target}
      onClick={() => void changeLocale(target)}
    >
      <span className="sn-button-start-icon">
        <Icon name="translate" />
      </span>
      {t('language.switchTo')}
    </button>
  );
}
