import { type Language } from 'src/common/i18n/language';

/** Texts of the programs domain (merged into the catalogue in common/i18n/messages.ts). */
export const PROGRAM_MESSAGES = {
  // The specification's program form texts (administration document, sections 5 and 8).
  'programs.nameRequired': { sv: 'Namn är obligatoriskt', en: 'Name is required' },
  'programs.durationRequired': { sv: 'Längd är obligatorisk', en: 'Duration is required' },
  'programs.subscriptionModelRequired': {
    sv: 'Prenumerationsmodell är obligatorisk',
    en: 'Subscription model is required',
  },
  'programs.modulesRequired': {
    sv: 'Lägg till de moduler som ska ingå',
    en: 'Please add the modules to be included',
  },
  'programs.created': { sv: 'Programmet har skapats', en: 'Success on program creation' },
  'programs.updated': { sv: 'Programmet har sparats', en: 'Program saved successfully' },
  'programs.deleted': {
    sv: 'Valda program har tagits bort',
    en: 'Selected programme(s) deleted successfully',
  },
  // Rules the specification implies without wording them.
  'programs.nameTooLong': {
    sv: 'Namnet får vara högst 300 tecken',
    en: 'Name must be at most 300 characters',
  },
  'programs.durationInvalid': {
    sv: 'Längden måste vara ett helt antal dagar mellan 1 och 3650',
    en: 'Duration must be a whole number of days between 1 and 3650',
  },
  'programs.subscriptionModelUnknown': {
    sv: 'Prenumerationsmodellen finns inte',
    en: 'There is no such subscription model',
  },
  'programs.subscriptionModelLocked': {
    sv: 'Prenumerationsmodellen kan inte ändras när programmet har fått ett namn',
    en: 'The subscription model cannot be changed once the program has a name',
  },
  'programs.moduleListInvalid': {
    sv: 'Måste vara en lista med modul-id:n',
    en: 'Must be a list of module ids',
  },
  'programs.moduleDuplicate': {
    sv: 'Modul {id} finns redan i programmet: en modul kan bara läggas till en gång',
    en: 'Module {id} is already in the program: a module can be added only once',
  },
  'programs.moduleUnknown': {
    sv: 'Det finns ingen modul med id {id}',
    en: 'There is no module with id {id}',
  },
  'programs.moduleIsAssessment': {
    sv: 'Modul {id} är en bedömning: lägg till den bland bedömningarna',
    en: 'Module {id} is an assessment: add it among the assessments',
  },
  'programs.assessmentIsModule': {
    sv: 'Modul {id} är ingen bedömning: lägg till den bland modulerna',
    en: 'Module {id} is not an assessment: add it among the modules',
  },
  'programs.contentPermissionUnknown': {
    sv: 'Okänd innehållsbehörighet "{value}"',
    en: 'Unknown content permission "{value}"',
  },
  'programs.idsInvalid': {
    sv: 'Ange program-id:n (heltal) åtskilda med kommatecken',
    en: 'Give program ids (whole numbers) separated by commas',
  },
  'programs.hasActiveSubscriptions': {
    sv: 'Program som har aktiva prenumerationer kan inte tas bort: {ids}. Avsluta prenumerationerna först',
    en: 'Programs with active subscriptions cannot be deleted: {ids}. End the subscriptions first',
  },
  'programs.durationDays': { sv: '{days} dagar', en: '{days} days' },
  'programs.yes': { sv: 'Ja', en: 'Yes' },
  'programs.no': { sv: 'Nej', en: 'No' },
  'programs.moduleTypeInvalid': {
    sv: 'Typen måste vara module eller assessment',
    en: 'The type must be module or assessment',
  },
} as const satisfies Record<string, Record<Language, string>>;
