import { type Language } from 'src/common/i18n/language';

/** Texts of users' program subscriptions (merged into the catalogue in common/i18n/messages.ts). */
export const SUBSCRIPTION_MESSAGES = {
  'subscriptions.modelRequired': {
    sv: 'Prenumerationsmodell är obligatorisk',
    en: 'Subscription model is required',
  },
  'subscriptions.modelUnknown': {
    sv: 'Det finns ingen sådan prenumerationsmodell',
    en: 'There is no such subscription model',
  },
  'subscriptions.alreadyHeld': {
    sv: 'Klienten har redan en aktiv prenumeration av typen {model}. Bara den typ som saknas kan läggas till',
    en: 'The client already has an active {model} subscription. Only the kind that is missing can be added',
  },
  'subscriptions.onlyForClients': {
    sv: 'Programprenumerationer kan bara ges till klienter',
    en: 'Program subscriptions can only be given to clients',
  },
  'subscriptions.selfFlagOwnOnly': {
    sv: 'Du kan bara köpa en prenumeration till dig själv',
    en: 'You can only buy a subscription for yourself',
  },
  'subscriptions.trialDatesFixed': {
    sv: 'En provperiod börjar i dag och varar i 30 dagar: datum kan inte anges',
    en: 'A trial starts today and lasts 30 days: dates cannot be given',
  },
  'subscriptions.trialUsed': {
    sv: 'Du har redan haft en provperiod av {model}',
    en: 'You have already had a trial of {model}',
  },
  'subscriptions.selfNoModules': {
    sv: 'Du kan inte själv lägga till moduler: de kommer med programmen',
    en: 'You cannot add modules yourself: they come with the programs',
  },
  'subscriptions.selfNoOpenAll': {
    sv: 'Du kan inte själv öppna alla moduler',
    en: 'You cannot open every module yourself',
  },
  'subscriptions.notActive': {
    sv: 'Prenumerationen är inte aktiv ({status}) och kan inte ändras',
    en: 'The subscription is not active ({status}) and cannot be changed',
  },
  'subscriptions.moduleStarted': {
    sv: 'Klienten har påbörjat modulen, så den kan inte tas bort: svaren och rapporterna ska finnas kvar. Lås modulen i stället',
    en: 'The client has started this module, so it cannot be removed: the answers and reports must be kept. Lock the module instead',
  },
  'subscriptions.alreadyEnded': {
    sv: 'Behandlingen är redan avslutad',
    en: 'The treatment has already been ended',
  },
  'subscriptions.dateInvalid': {
    sv: 'Ange ett datum som ÅÅÅÅ-MM-DD',
    en: 'Give a date as YYYY-MM-DD',
  },
  'subscriptions.endBeforeStart': {
    sv: 'Slutdatumet måste vara samma dag som startdatumet eller senare',
    en: 'The end date must be on or after the start date',
  },
  'subscriptions.endDateInPast': {
    sv: 'Slutdatumet får inte ha passerat',
    en: 'The end date must not be in the past',
  },
  'subscriptions.nothingToChange': {
    sv: 'Ange start_date eller end_date',
    en: 'Give start_date or end_date',
  },
  'subscriptions.daysInvalid': {
    sv: 'Antalet dagar måste vara ett heltal mellan 1 och 3650',
    en: 'The number of days must be a whole number between 1 and 3650',
  },
  'subscriptions.programUnknown': {
    sv: 'Programmet {id} finns inte',
    en: 'There is no program {id}',
  },
  'subscriptions.programOtherModel': {
    sv: 'Programmet {id} hör till en annan prenumerationsmodell',
    en: 'Program {id} belongs to another subscription model',
  },
  'subscriptions.programAlreadyAdded': {
    sv: 'Programmet finns redan i prenumerationen',
    en: 'The program is already in the subscription',
  },
  'subscriptions.programNotInSubscription': {
    sv: 'Programmet finns inte i prenumerationen',
    en: 'The program is not in the subscription',
  },
  'subscriptions.moduleUnknown': {
    sv: 'Modulen {id} finns inte',
    en: 'There is no module {id}',
  },
  'subscriptions.moduleUnpublished': {
    sv: 'Modulen {id} är inte publicerad och kan inte ges till en klient',
    en: 'Module {id} is not published and cannot be given to a client',
  },
  'subscriptions.moduleAlreadyAdded': {
    sv: 'Modulen {id} finns redan i prenumerationen',
    en: 'Module {id} is already in the subscription',
  },
  'subscriptions.moduleNotInSubscription': {
    sv: 'Modulen finns inte i prenumerationen',
    en: 'The module is not in the subscription',
  },
  'subscriptions.modulesRequired': {
    sv: 'Välj minst en modul',
    en: 'Please select a module',
  },
  'subscriptions.moduleDuplicated': {
    sv: 'Modulen {id} finns flera gånger i listan',
    en: 'Module {id} appears more than once in the list',
  },
  'subscriptions.orderNotPermutation': {
    sv: 'Listan måste innehålla varje modul i prenumerationen exakt en gång: {missing} saknas, {extra} hör inte till den',
    en: 'The list must hold every module of the subscription exactly once: missing {missing}, not in it {extra}',
  },
  'subscriptions.endReasonRequired': {
    sv: 'Välj en anledning till att behandlingen avslutas',
    en: 'Choose a reason for ending the treatment',
  },
  'subscriptions.endReasonUnknown': {
    sv: 'Okänd anledning: välj en av anledningarna i listan',
    en: 'Unknown reason: choose one of the reasons in the list',
  },
} as const satisfies Record<string, Record<Language, string>>;
