/** Texts of the payments domain (merged into the catalogue in common/i18n/messages.ts). */
export const PAYMENT_MESSAGES = {
  // The specification's promotion-code texts (section 8), in both languages.
  'payments.promotionCodeNotAccepted': {
    sv: 'Din kod godkändes inte',
    en: 'Your code was not accepted',
  },
  'payments.promotionCodeUnverified': {
    sv: 'Vi kunde inte verifiera den här kampanjkoden',
    en: "We couldn't verify this promotion code",
  },
  'payments.promotionCodeAlreadyUsed': {
    sv: 'Din kod godkändes inte: du har redan använt den',
    en: 'Your code was not accepted: you have already used it',
  },
  'payments.promotionCodeUsedUp': {
    sv: 'Din kod godkändes inte: den har använts så många gånger den får',
    en: 'Your code was not accepted: it has been used as many times as it may be',
  },
  'payments.promotionCodeExpired': {
    sv: 'Din kod godkändes inte: den gällde till och med {date}',
    en: 'Your code was not accepted: it was valid until {date}',
  },
  'payments.promotionCodeNotYetValid': {
    sv: 'Din kod godkändes inte: den gäller från {date}',
    en: 'Your code was not accepted: it is valid from {date}',
  },
  'payments.discountInvalid': {
    sv: 'En rabatt i procent är 1-100; en fast rabatt är minst 1 öre',
    en: 'A percent discount is 1-100; a fixed discount is at least 1 öre',
  },
  'payments.promotionCodeTaken': {
    sv: 'Det finns redan en kampanjkod med den koden',
    en: 'There is already a promotion code with that code',
  },
  'payments.promotionCodeFormat': {
    sv: 'Koden ska vara 3-50 tecken av A-Z, 0-9, _ och -',
    en: 'The code must be 3-50 characters of A-Z, 0-9, _ and -',
  },
  'payments.maxUsesBelowUses': {
    sv: 'Koden har redan använts {uses} gånger',
    en: 'The code has already been used {uses} times',
  },
  'payments.planUnknown': {
    sv: 'Det finns ingen sådan prisplan att köpa',
    en: 'There is no such pricing plan to buy',
  },
  'payments.planHasPayments': {
    sv: 'Prisplanen har betalningar och kan inte tas bort; inaktivera den i stället',
    en: 'The pricing plan has payments and cannot be deleted; deactivate it instead',
  },
  'payments.programOtherModel': {
    sv: 'Programmet hör till en annan abonnemangsmodell',
    en: 'The program belongs to another subscription model',
  },
  'payments.subscriptionModelUnknown': {
    sv: 'Det finns ingen sådan abonnemangsmodell',
    en: 'There is no such subscription model',
  },
  'payments.programUnknown': {
    sv: 'Det finns inget sådant program',
    en: 'There is no such program',
  },
  'payments.campaignWindow': {
    sv: 'Sista dagen kan inte vara före första dagen',
    en: 'The last day cannot be before the first day',
  },
  'payments.idempotencyKeyInvalid': {
    sv: 'Nyckeln ska vara 8-100 tecken av A-Z, a-z, 0-9, _ - . :',
    en: 'The key must be 8-100 characters of A-Z, a-z, 0-9, _ - . :',
  },
  'payments.idempotencyKeyTaken': {
    sv: 'Nyckeln har redan använts för ett annat köp',
    en: 'The key has already been used for another purchase',
  },
  'payments.notInitiated': {
    sv: 'Betalsättet kan bara ändras innan betalningen har påbörjats (status: {status})',
    en: 'The payment method can only be changed before the payment has started (status: {status})',
  },
  'payments.onlyClients': {
    sv: 'Bara klienter kan köpa',
    en: 'Only clients can buy',
  },
  'payments.freeCardNotOffered': {
    sv: 'Frikort kan bara användas av klienter hos ett systemföretag',
    en: 'A free card can only be used by clients of a system company',
  },
  'payments.freeCardMissing': {
    sv: 'Registrera ditt frikort först',
    en: 'Register your free card first',
  },
  'payments.freeCardExpired': {
    sv: 'Frikortet gällde till och med {date} och kan inte användas längre',
    en: 'The free card was valid until {date} and can no longer be used',
  },
  'payments.freeCardNotYetValid': {
    sv: 'Frikortet gäller från {date} och kan inte användas ännu',
    en: 'The free card is valid from {date} and cannot be used yet',
  },
  'payments.freeCardNumberRequired': {
    sv: 'Frikortsnummer är obligatoriskt',
    en: 'Free Pass Number is required',
  },
  'payments.freeCardNumberInvalid': {
    sv: 'Frikortsnumret ska vara 5-20 siffror (mellanslag och bindestreck tillåts)',
    en: 'The free pass number must be 5-20 digits (spaces and hyphens allowed)',
  },
  'payments.validFromRequired': {
    sv: 'Giltig från är obligatoriskt',
    en: 'Valid from date is required',
  },
  'payments.validToRequired': {
    sv: 'Giltig till är obligatoriskt',
    en: 'Valid to date is required',
  },
  'payments.dateInvalid': {
    sv: 'Ange datumet som ÅÅÅÅ-MM-DD (eller MM/DD/ÅÅÅÅ)',
    en: 'Enter the date as YYYY-MM-DD (or MM/DD/YYYY)',
  },
  'payments.validToBeforeFrom': {
    sv: 'Giltig till kan inte vara före giltig från',
    en: 'Valid to cannot be before valid from',
  },
  'payments.freeCardTooLong': {
    sv: 'Ett frikort gäller högst 12 månader',
    en: 'A free card is valid for at most 12 months',
  },
  'payments.regionRequired': {
    sv: 'Region är obligatoriskt',
    en: 'Region is required',
  },
  'payments.regionUnknown': {
    sv: 'Välj en av Sveriges 21 regioner',
    en: 'Choose one of the 21 Swedish regions',
  },
  'payments.modelAlreadyHeld': {
    sv: 'Du har redan en aktiv prenumeration av typen {model}',
    en: 'You already have an active {model} subscription',
  },
  // The specification's text when a payment provider cannot be reached (section 8).
  'payments.thirdPartyError': {
    sv: 'Fel från tredjepartstjänst',
    en: 'Third party API error',
  },
  'payments.methodNotSwish': {
    sv: 'Betalningen har inte Swish som betalsätt',
    en: 'The payment does not have Swish as its method',
  },
  'payments.swishRefused': {
    sv: 'Swish godtog inte betalningen ({codes})',
    en: 'Swish did not accept the payment ({codes})',
  },
  'payments.payerAliasInvalid': {
    sv: 'Ange Swishnumret som 46 följt av 7-13 siffror',
    en: 'Enter the Swish number as 46 followed by 7-13 digits',
  },
} as const;
