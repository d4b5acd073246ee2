import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { isRightToLeft } from '@sinnro/web-session';
import { type Theme, ThemeProvider } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';

let rtlCache: Promise<EmotionCache> | null = null;

/**
 * One emotion cache whose styles are mirrored (left ↔ right, margins, paddings) for he and ar.
 * The stylis plugin (with cssjanus) loads the first time it is needed, not with the console.
 */
function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) =>
    createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }),
  );
  return rtlCache;
}

const rightToLeft = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

/**
 * Lays its children out right to left while the UI language is Hebrew or Arabic: MUI's theme
 * direction (drawer anchors, menus, text fields) and an emotion cache that mirrors the CSS. The
 * document's own `dir` follows the language in i18nProvider.
 */
export const RightToLeft = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const rtl = isRightToLeft(locale);
  const [cache, setCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (!rtl || cache !== null) return;
    let active = true;
    void loadRtlCache().then((loaded) => {
      if (active) setCache(loaded);
    });
    return () => {
      active = false;
    };
  }, [rtl, cache]);
  if (!rtl || cache === null) return children;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={rightToLeft}>{children}</ThemeProvider>
    </CacheProvider>
  );
};
