import { type Language } from 'src/common/i18n/language';

/** Texts of the companies domain (merged into the catalogue in common/i18n/messages.ts). */
export const COMPANY_MESSAGES = {
  'companies.nameRequired': { sv: 'Namn är obligatoriskt', en: 'Name is required' },
  'companies.eidSettingAdminOnly': {
    sv: 'Bara en administratör kan ändra om personalen måste logga in med e-legitimation',
    en: 'Only an administrator can change whether staff must sign in with e-ID',
  },
  'companies.countryInvalid': {
    sv: 'Landet anges med två bokstäver, till exempel SE',
    en: 'Country is given as two letters, for example SE',
  },
  'companies.typeUnknown': {
    sv: 'Okänd företagstyp',
    en: 'Unknown company type',
  },
  'companies.emailDomainInvalid': {
    sv: 'Ogiltig e-postdomän, till exempel foretag.se',
    en: 'Invalid e-mail domain, for example company.com',
  },
  'companies.emailDomainTaken': {
    sv: 'E-postdomänen används redan av ett annat företag',
    en: 'The e-mail domain is already used by another company',
  },
  'companies.chooseProduct': { sv: 'Välj minst en produkt', en: 'Choose at least one product' },
  'companies.productDataMissing': {
    sv: 'Obligatoriska uppgifter saknas för en aktiverad produkt',
    en: 'Required data is missing on an enabled product',
  },
  'companies.productRequired': { sv: 'Produkt är obligatorisk', en: 'Product is required' },
  'companies.productUnknown': { sv: 'Okänd produkt', en: 'Unknown product' },
  'companies.productTwice': {
    sv: 'Produkten finns redan i listan',
    en: 'The product is already in the list',
  },
  'companies.externalIdRequired': {
    sv: 'Externt id är obligatoriskt',
    en: 'External id is required',
  },
  'companies.testKitsRequired': {
    sv: 'Antal testkit är obligatoriskt',
    en: 'Number of test kits is required',
  },
  'companies.callsRequired': {
    sv: 'Antal samtal är obligatoriskt',
    en: 'Number of calls is required',
  },
  'companies.wholeNumber': {
    sv: 'Måste vara ett heltal, 0 eller större',
    en: 'Must be a whole number, 0 or more',
  },
  'companies.categoryUnknown': { sv: 'Okänd produktgrupp', en: 'Unknown product group' },
  'companies.categoryTwice': {
    sv: 'Produktgruppen finns redan i listan',
    en: 'The product group is already in the list',
  },
  'companies.costCentreUnknown': {
    sv: 'Okänt kostnadsställe',
    en: 'Unknown costing centre',
  },
  'units.nameRequired': { sv: 'Namn är obligatoriskt', en: 'Name is required' },
  'units.legalNameRequired': {
    sv: 'Juridiskt namn är obligatoriskt',
    en: 'Legal name is required',
  },
  'units.vatNumberRequired': {
    sv: 'Momsregistreringsnummer är obligatoriskt',
    en: 'VAT number is required',
  },
  'units.streetAddressRequired': {
    sv: 'Gatuadress är obligatorisk',
    en: 'Street address is required',
  },
  'units.postcodeRequired': { sv: 'Postnummer är obligatoriskt', en: 'Postcode is required' },
  'units.cityRequired': { sv: 'Ort är obligatorisk', en: 'City is required' },
  'units.contactNameRequired': {
    sv: 'Kontaktperson är obligatorisk',
    en: 'Contact name is required',
  },
  'units.parentUnknown': {
    sv: 'Den överordnade enheten finns inte i detta företag',
    en: 'The parent unit does not exist in this company',
  },
  'units.parentCycle': {
    sv: 'En enhet kan inte ligga under sig själv eller sina egna underenheter',
    en: 'A unit cannot be placed under itself or its own sub-units',
  },
  'costCentres.codeRequired': {
    sv: 'Kostnadsställets kod är obligatorisk',
    en: 'Costing centre code is required',
  },
  'costCentres.nameRequired': {
    sv: 'Kostnadsställets namn är obligatoriskt',
    en: 'Costing centre name is required',
  },
  'costCentres.codeTaken': {
    sv: 'Företaget har redan ett kostnadsställe med denna kod',
    en: 'The company already has a costing centre with this code',
  },
  'costCentres.unitUnknown': {
    sv: 'Enheten finns inte i detta företag',
    en: 'The unit does not exist in this company',
  },
  'products.typeUnknown': {
    sv: 'Okänd produkttyp: använd business eller private',
    en: 'Unknown product type: use business or private',
  },
} as const satisfies Record<string, Record<Language, string>>;
