/**
 * Names of the stable codes the API answers as they are (a subscription model's name, a module's
 * category, a company unit's type), in the user's language. The codes stay what the API and the
 * apps' rules compare ('Self study', 'Therapist assisted', 'depression', 'Admin'); only the text a
 * user sees is translated. A code without a translation (a model, category or unit type an admin
 * named themself) is shown as it is.
 */
export type ReferenceLanguage = 'sv' | 'en';

type Names = Readonly<Record<string, Readonly<Record<ReferenceLanguage, string>>>>;

const SUBSCRIPTION_MODELS: Names = {
  'self study': { sv: 'Självstudier', en: 'Self study' },
  'therapist assisted': { sv: 'Behandling med terapeutstöd', en: 'Therapist assisted' },
};

const CATEGORIES: Names = {
  depression: { sv: 'Depression', en: 'Depression' },
  anxiety: { sv: 'Ångest', en: 'Anxiety' },
  sleep: { sv: 'Sömn', en: 'Sleep' },
  stress: { sv: 'Stress', en: 'Stress' },
};

const UNIT_TYPES: Names = {
  admin: { sv: 'Administration', en: 'Administration' },
};

/**
 * Swedish for 'sv…' and when no language is known (the platform's default); English for any other
 * language, as the console shows English texts in the languages it has no catalogue for (he, ar).
 */
export function referenceLanguage(language: string | null | undefined): ReferenceLanguage {
  return !language || language.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

function named(names: Names, code: string | null | undefined, language: string | null | undefined) {
  if (code == null) return '';
  return names[code.trim().toLowerCase()]?.[referenceLanguage(language)] ?? code;
}

/** "Självstudier" / "Self study" for the model 'Self study'. */
export function subscriptionModelName(code: string | null | undefined, language?: string | null) {
  return named(SUBSCRIPTION_MODELS, code, language);
}

/** "Ångest" / "Anxiety" for the category 'anxiety'. */
export function categoryName(code: string | null | undefined, language?: string | null) {
  return named(CATEGORIES, code, language);
}

/** "Administration" for the unit type 'Admin'. */
export function unitTypeName(code: string | null | undefined, language?: string | null) {
  return named(UNIT_TYPES, code, language);
}
