import { type ReactNode, useMemo } from 'react';
import {
  DataProviderContext,
  useLocaleState,
  useLocation,
  useNavigate,
  useParams,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { API_URL } from '../config';
import { createDataProvider } from '../providers/dataProvider';

/** The languages the server stores content texts in; Swedish first (the default). */
export const CONTENT_LANGUAGES = ['sv', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return value === 'sv' || value === 'en';
}

/**
 * The language an editor edits: the path's `:lang` (admin paths), else `?lang=` (the content
 * creator's paths have none), else Swedish. Changing it changes the address, so a reload keeps it.
 */
export function useEditLanguage(): [ContentLanguage, (next: ContentLanguage) => void] {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromQuery = new URLSearchParams(location.search).get('lang');
  const language: ContentLanguage = isContentLanguage(params.lang)
    ? params.lang
    : isContentLanguage(fromQuery)
      ? fromQuery
      : 'sv';
  const change = (next: ContentLanguage) => {
    if (params.lang !== undefined) {
      // :lang is the last segment of every admin editor path.
      navigate(location.pathname.replace(/\/[^/]+$/, `/${next}`));
    } else {
      navigate({ pathname: location.pathname, search: next === 'sv' ? '' : `?lang=${next}` });
    }
  };
  return [language, change];
}

/**
 * Below it, react-admin's reads ask the server for texts in `language` (Accept-Language, which
 * the /api/admin resources follow when no ?lang is sent), whatever the interface language.
 * Writes carry the language in their body (`language`), so they keep the interface language
 * and the server's messages (field errors) come in the language the user reads.
 */
export const ContentLanguageProvider = ({
  language,
  children,
}: {
  language: ContentLanguage;
  children: ReactNode;
}) => {
  const [locale] = useLocaleState();
  const dataProvider = useMemo(() => {
    const reads = createDataProvider({ apiUrl: API_URL, getLocale: () => language });
    const writes = createDataProvider({ apiUrl: API_URL, getLocale: () => locale });
    return {
      ...writes,
      getList: reads.getList,
      getOne: reads.getOne,
      getMany: reads.getMany,
      getManyReference: reads.getManyReference,
    };
  }, [language, locale]);
  return (
    <DataProviderContext.Provider value={dataProvider}>{children}</DataProviderContext.Provider>
  );
};

/** The editor's language switch (Svenska / Engelska). */
export const LanguageSwitch = ({
  language,
  onChange,
}: {
  language: ContentLanguage;
  onChange: (next: ContentLanguage) => void;
}) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      aria-label={translate('app.modules.language')}
      onChange={(_event, next: unknown) => {
        if (isContentLanguage(next)) onChange(next);
      }}
    >
      {CONTENT_LANGUAGES.map((code) => (
        <ToggleButton key={code} value={code} lang={code}>
          {translate(`app.modules.languages.${code}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

/** Shown when the record has no text in the asked language and the server fell back. */
export const FallbackNotice = ({
  record,
  language,
}: {
  record: { fallback?: unknown; language?: unknown } | undefined;
  language: ContentLanguage;
}) => {
  const translate = useTranslate();
  if (record?.fallback !== true || !isContentLanguage(record.language)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('app.modules.fallback', {
        language: translate(`app.modules.languages.${language}`).toLowerCase(),
        shown: translate(`app.modules.languages.${record.language}`).toLowerCase(),
      })}
    </Alert>
  );
};
