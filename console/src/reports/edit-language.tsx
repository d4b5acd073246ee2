import { createContext, type ReactNode, useContext } from 'react';
import { TopToolbar } from 'react-admin';
import {
  ContentLanguageProvider,
  type ContentLanguage,
  LanguageSwitch,
  useEditLanguage,
} from '../modules/content-language';

const EditedLanguage = createContext<ContentLanguage>('sv');

/** The language the report editors read and write texts in (below <EditingIn>). */
export function useEditedLanguage(): ContentLanguage {
  return useContext(EditedLanguage);
}

/**
 * Below it, records are read in `language` (the content editors' rule: `?lang=`, default sv)
 * and the editors write their texts in it, whatever the interface language.
 */
export const EditingIn = ({
  language,
  children,
}: {
  language: ContentLanguage;
  children: ReactNode;
}) => (
  <ContentLanguageProvider language={language}>
    <EditedLanguage.Provider value={language}>{children}</EditedLanguage.Provider>
  </ContentLanguageProvider>
);

/** A path with the edited language as `?lang=` (Swedish, the default: none). */
export function withLanguage(path: string, language: ContentLanguage): string {
  return language === 'sv' ? path : `${path}?lang=${language}`;
}

/** The edited language from the address, and the switch that changes it. */
export function useLanguageSwitch(): {
  language: ContentLanguage;
  actions: ReactNode;
} {
  const [language, setLanguage] = useEditLanguage();
  return {
    language,
    actions: (
      <TopToolbar>
        <LanguageSwitch language={language} onChange={setLanguage} />
      </TopToolbar>
    ),
  };
}
