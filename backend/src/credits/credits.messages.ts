import { type Language } from 'src/common/i18n/language';

/** Texts of the credits domain (merged into the catalogue in common/i18n/messages.ts). */
export const CREDIT_MESSAGES = {
  // Company and subscription forms (administration document, section 5).
  'credits.nameRequired': { sv: 'Namn är obligatoriskt', en: 'Name is required' },
  'credits.creditAmountRequired': {
    sv: 'Antal krediter är obligatoriskt',
    en: 'Credit amount is required',
  },
  'credits.creditLimitRequired': {
    sv: 'Kreditgräns är obligatorisk',
    en: 'Credit limit is required',
  },
  'credits.creditsRequired': { sv: 'Krediter är obligatoriskt', en: 'Credits are required' },
  'credits.subscriptionModelRequired': {
    sv: 'Prenumerationsmodell är obligatorisk',
    en: 'Subscription model is required',
  },
  'credits.startDateRequired': { sv: 'Startdatum är obligatoriskt', en: 'Start date is required' },
  'credits.creditPriceRequired': {
    sv: 'Pris för 1 kredit är obligatoriskt',
    en: 'Price for 1 credit is required',
  },
  'credits.userPriceRequired': {
    sv: 'Pris per användare är obligatoriskt',
    en: 'Price for user is required',
  },
  'credits.onlyNumbers': {
    sv: 'Krediter får bara innehålla siffror',
    en: 'Credits should contain only numbers',
  },
  'credits.priceInvalid': {
    sv: 'Priset anges i öre, som ett heltal (0 eller mer)',
    en: 'The price is given in öre, as a whole number (0 or more)',
  },
  'credits.dateInvalid': {
    sv: 'Ange ett datum som ÅÅÅÅ-MM-DD',
    en: 'Enter a date as YYYY-MM-DD',
  },
  'credits.subscriptionModelInvalid': {
    sv: 'Prenumerationsmodellen måste vara ett uuid',
    en: 'The subscription model must be a uuid',
  },
  'credits.amountBelowTaken': {
    sv: 'Antal krediter kan inte vara lägre än de {taken} krediter som redan använts',
    en: 'The credit amount cannot be lower than the {taken} credits already used',
  },
  // Credit grants and usage records.
  'credits.unitRequired': { sv: 'Enhet är obligatorisk', en: 'Unit is required' },
  'credits.unitInvalid': {
    sv: 'Enheten måste vara ett uuid',
    en: 'The unit must be a uuid',
  },
  'credits.notUnitMember': {
    sv: 'Användaren är inte medlem i den här enheten i företaget',
    en: 'The user is not a member of this unit of the company',
  },
  'credits.productRequired': {
    sv: 'Välj minst en produkt',
    en: 'Choose at least one product',
  },
  'credits.productReference': {
    sv: 'Ange produkten med antingen code eller id',
    en: 'Name the product by either code or id',
  },
  'credits.productUnknown': { sv: 'Produkten finns inte', en: 'There is no such product' },
  'credits.productNotForCredits': {
    sv: 'Produkten kan inte betalas med krediter',
    en: 'This product cannot be paid with credits',
  },
  'credits.quantityInvalid': {
    sv: 'Antalet måste vara ett heltal, minst 1',
    en: 'The quantity must be a whole number, at least 1',
  },
  'credits.metaInvalid': {
    sv: 'Meta måste vara ett objekt med högst 20 korta värden (tal, text, sant/falskt)',
    en: 'Meta must be an object of at most 20 short values (numbers, text, true/false)',
  },
  'credits.noSubscription': {
    sv: 'Företaget har ingen prenumeration med krediter',
    en: 'The company has no subscription with credits',
  },
  'credits.notEnoughCredits': {
    sv: 'Det finns inte tillräckligt med krediter: {available} kvar, {required} behövs',
    en: 'There are not enough credits: {available} available, {required} needed',
  },
  'credits.companyCreditsExhausted': {
    sv: 'Företaget har inte tillräckligt med krediter kvar: {available} kvar, {required} behövs',
    en: 'The company does not have enough credits left: {available} available, {required} needed',
  },
  'credits.limitPerUserExceeded': {
    sv: 'Det skulle överskrida kreditgränsen per användare ({limit} krediter, {taken} redan använda)',
    en: 'This would exceed the credit limit per user ({limit} credits, {taken} already used)',
  },
} as const satisfies Record<string, Record<Language, string>>;
