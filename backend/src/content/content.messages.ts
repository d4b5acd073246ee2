import { type Language } from 'src/common/i18n/language';

/** Texts of the content domain (merged into the catalogue in common/i18n/messages.ts). */
export const CONTENT_MESSAGES = {
  'content.nameRequired': { sv: 'Namn är obligatoriskt', en: 'Name is required' },
  'content.nameTooLong': { sv: 'Får vara högst 300 tecken', en: 'Must be at most 300 characters' },
  'content.textRequired': { sv: 'Frågetext är obligatorisk', en: 'Question text is required' },
  'content.labelRequired': { sv: 'Svarsalternativ är obligatoriskt', en: 'Label is required' },
  'content.languageUnknown': {
    sv: 'Språket måste vara sv eller en',
    en: 'Language must be sv or en',
  },
  'content.moduleTypeInvalid': {
    sv: 'Ogiltig modultyp: använd module eller assessment',
    en: 'Invalid module type: use module or assessment',
  },
  'content.iterationDaysRequired': {
    sv: 'Antal dagar mellan bedömningar är obligatoriskt och måste vara ett positivt heltal',
    en: 'Iteration days is required and must be a positive whole number',
  },
  'content.iterationDaysNotAllowed': {
    sv: 'Antal dagar mellan bedömningar gäller bara bedömningar',
    en: 'Iteration days applies to assessments only',
  },
  'content.testRequired': {
    sv: 'En bedömning behöver ett test',
    en: 'An assessment needs a test',
  },
  'content.testNotAllowed': {
    sv: 'Bara bedömningar kan ha ett test',
    en: 'Only assessments can have a test',
  },
  'content.testUnknown': { sv: 'Testet finns inte', en: 'There is no such test' },
  'content.moduleUnknown': { sv: 'Modulen finns inte', en: 'There is no such module' },
  'content.chapterUnknown': { sv: 'Kapitlet finns inte', en: 'There is no such chapter' },
  'content.sectionUnknown': { sv: 'Avsnittet finns inte', en: 'There is no such section' },
  'content.pageUnknown': { sv: 'Sidan finns inte', en: 'There is no such page' },
  'content.questionUnknown': { sv: 'Frågan finns inte', en: 'There is no such question' },
  'content.sectionParentRequired': {
    sv: 'Ange antingen ett kapitel eller ett test',
    en: 'Give either a chapter or a test',
  },
  'content.pageTypeInvalid': {
    sv: 'Ogiltig sidtyp: använd content, questions, report eller video',
    en: 'Invalid page type: use content, questions, report or video',
  },
  'content.answerTypeInvalid': {
    sv: 'Ogiltig svarstyp',
    en: 'Invalid answer type',
  },
  'content.answerTypeRequired': {
    sv: 'En frågesida behöver en svarstyp',
    en: 'A questions page needs an answer type',
  },
  'content.orderMismatch': {
    sv: 'Ordningen måste innehålla exakt alla delar, var och en en gång',
    en: 'The order must list exactly all items, each once',
  },
  'content.positionInvalid': {
    sv: 'Positionen måste vara ett heltal från 0',
    en: 'The position must be a whole number from 0',
  },
  'content.codeTaken': {
    sv: 'Koden används redan av ett annat test',
    en: 'The code is already used by another test',
  },
  'content.inUse': {
    sv: 'Innehållet används fortfarande (till exempel i ett program eller en rapport) och kan inte tas bort',
    en: 'The content is still in use (for example by a program or a report) and cannot be deleted',
  },
  'content.treeTypeInvalid': {
    sv: 'Typen måste vara module eller test',
    en: 'The type must be module or test',
  },
  'content.breadcrumbTypeInvalid': {
    sv: 'Typen måste vara chapter, section eller page',
    en: 'The type must be chapter, section or page',
  },
  'content.attributeTypeInvalid': {
    sv: 'Okänd attributtyp',
    en: 'Unknown attribute type',
  },
  'content.noSections': { sv: 'Inga avsnitt tillgängliga', en: 'No sections available' },
  'content.noPages': { sv: 'Inga sidor tillgängliga', en: 'No pages available' },
  'content.deleted': { sv: 'Borttaget', en: 'Deleted successfully' },
  'content.riskItemForbidden': {
    sv: 'Bara den som har behörighet att ändra riskfrågor kan markera en fråga som riskfråga, ändra dess tröskel eller ändra, lägga till eller ta bort dess svarsalternativs värden',
    en: 'Only someone allowed to change risk items can mark a question as a risk item, change its threshold, or change, add or remove the values of its answer options',
  },
  'content.riskThresholdInvalid': {
    sv: 'Risktröskeln måste vara ett heltal',
    en: 'The risk threshold must be a whole number',
  },
  'content.lastRiskItem': {
    sv: 'Ändringen skulle lämna en publicerad modul eller ett publicerat test utan riskfråga (till exempel PHQ-9 fråga 9). Avpublicera den först eller markera en annan riskfråga.',
    en: 'The change would leave a published module or test without a risk item (such as PHQ-9 item 9). Unpublish it first or mark another risk item.',
  },
} as const satisfies Record<string, Record<Language, string>>;
