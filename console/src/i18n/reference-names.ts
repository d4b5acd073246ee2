import { categoryName, subscriptionModelName, unitTypeName } from '@sinnro/care-ui';
import { useLocaleState } from 'react-admin';

/**
 * The names of the codes the API answers as they are (subscription model, module category, unit
 * type) in the console's language: 'Self study' reads "Självstudier" in Swedish.
 */
export function useReferenceNames() {
  const [locale] = useLocaleState();
  return {
    model: (code: string | null | undefined) => subscriptionModelName(code, locale),
    category: (code: string | null | undefined) => categoryName(code, locale),
    unitType: (code: string | null | undefined) => unitTypeName(code, locale),
  };
}
