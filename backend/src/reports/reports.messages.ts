import { type Language } from 'src/common/i18n/language';

/** Texts of the reports domain (merged into the catalogue in common/i18n/messages.ts). */
export const REPORT_MESSAGES = {
  'reports.nameRequired': { sv: 'Namn är obligatoriskt', en: 'Name is required' },
  'reports.testUnknown': { sv: 'Testet finns inte', en: 'There is no such test' },
  'reports.questionRequired': {
    sv: 'Välj en fråga för en rapport med en fråga',
    en: 'Choose a question for a single-question report',
  },
  'reports.questionsRequired': {
    sv: 'Välj minst en fråga för en rapport med kombinerade frågor',
    en: 'Choose at least one question for a combined-question report',
  },
  'reports.questionNotAllowed': {
    sv: 'En rubrik har inga frågor',
    en: 'A title has no questions',
  },
  'reports.questionUnknown': {
    sv: 'Frågan finns inte: {id}',
    en: 'There is no such question: {id}',
  },
  'reports.questionNotInTest': {
    sv: 'Frågan {id} hör inte till rapportens test',
    en: 'Question {id} does not belong to the report’s test',
  },
  'reports.questionRepeated': {
    sv: 'Samma fråga får bara väljas en gång',
    en: 'A question can be chosen only once',
  },
  'reports.referenceTemplateRequired': {
    sv: 'Välj en referensmall när referenstypen är annan',
    en: 'Choose a reference template when the reference type is other',
  },
  'reports.referenceTemplateUnknown': {
    sv: 'Referensmallen finns inte',
    en: 'There is no such reference template',
  },
  'reports.referenceNotAllowed': {
    sv: 'En rubrik kan inte ha en referensmall',
    en: 'A title cannot have a reference template',
  },
  'reports.elementOrderMismatch': {
    sv: 'Ordningen måste innehålla rapportens alla element, vart och ett en gång',
    en: 'The order must list each of the report’s elements exactly once',
  },
  'reports.elementTypeMismatch': {
    sv: 'Elementet är inte av typen {type}',
    en: 'The element is not of the type {type}',
  },
  'reports.referenceTemplateInUse': {
    sv: 'Referensmallen används av {count} rapportelement och kan inte tas bort',
    en: 'The reference template is used by {count} report elements and cannot be deleted',
  },
  'reports.intervalsRequired': {
    sv: 'Lägg till minst ett intervall',
    en: 'Add at least one interval',
  },
  'reports.intervalBounds': {
    sv: 'Startvärdet får inte vara större än slutvärdet',
    en: 'The start value must not be greater than the end value',
  },
  'reports.intervalOverlap': {
    sv: 'Intervallen måste vara ordnade och får inte överlappa: detta börjar vid eller före föregående intervalls slut',
    en: 'Intervals must be ordered and must not overlap: this one starts at or before the previous one ends',
  },
  'reports.intervalGap': {
    sv: 'Intervallen måste hänga ihop: detta ska börja vid {expected}',
    en: 'Intervals must be contiguous: this one should start at {expected}',
  },
  'reports.intervalUnknown': {
    sv: 'Intervallet hör inte till referensmallen',
    en: 'The interval does not belong to the reference template',
  },
  'reports.colorInvalid': {
    sv: 'Färgen måste skrivas som #rrggbb',
    en: 'The colour must be written as #rrggbb',
  },
  'reports.labelRequired': { sv: 'Etikett är obligatorisk', en: 'Label is required' },
  'reports.scoreOutsideIntervals': {
    sv: 'Poängen {score} ligger utanför referensmallens intervall',
    en: 'The score {score} is outside the reference template’s intervals',
  },
  'reports.metaTypeUnknown': {
    sv: 'Okänd lista "{type}": använd {types}',
    en: 'Unknown list "{type}": use {types}',
  },
  // Scoring of a test (scoring.service.ts).
  'scoring.answerRequired': { sv: 'Svar krävs', en: 'Answer is required' },
  'scoring.missingAnswers': {
    sv: 'Obligatoriska frågor saknar svar: {ids}',
    en: 'Required questions are unanswered: {ids}',
  },
  'scoring.questionNotInTest': {
    sv: 'Frågan hör inte till testet',
    en: 'The question does not belong to the test',
  },
  'scoring.optionNotOfQuestion': {
    sv: 'Svarsalternativet hör inte till frågan',
    en: 'The answer option does not belong to the question',
  },
  'scoring.questionAnsweredTwice': {
    sv: 'Frågan har besvarats mer än en gång',
    en: 'The question is answered more than once',
  },
  // Labels of the editor's lists (GET api/meta/{type}/{lang}).
  'meta.reportElementType.title': { sv: 'Rubrik', en: 'Title' },
  'meta.reportElementType.single_question': { sv: 'En fråga', en: 'Single question' },
  'meta.reportElementType.combined_question': {
    sv: 'Kombinerade frågor',
    en: 'Combined questions',
  },
  'meta.referenceType.none': { sv: 'Ingen', en: 'None' },
  'meta.referenceType.other': { sv: 'Referensmall', en: 'Reference template' },
  'meta.pageType.content': { sv: 'Innehåll', en: 'Content' },
  'meta.pageType.questions': { sv: 'Frågor', en: 'Questions' },
  'meta.pageType.report': { sv: 'Rapport', en: 'Report' },
  'meta.pageType.video': { sv: 'Video', en: 'Video' },
  'meta.answerType.single_choice': { sv: 'Ett val', en: 'Single choice' },
  'meta.answerType.multiple_choice': { sv: 'Flera val', en: 'Multiple choice' },
  'meta.answerType.text': { sv: 'Kort text', en: 'Short text' },
  'meta.answerType.long_text': { sv: 'Lång text', en: 'Long text' },
  'meta.answerType.scale': { sv: 'Skala', en: 'Scale' },
  'meta.answerType.number': { sv: 'Tal', en: 'Number' },
  'meta.answerType.date': { sv: 'Datum', en: 'Date' },
  'meta.moduleType.module': { sv: 'Modul', en: 'Module' },
  'meta.moduleType.assessment': { sv: 'Bedömning', en: 'Assessment' },
  'meta.color.green': { sv: 'Grön', en: 'Green' },
  'meta.color.lightGreen': { sv: 'Ljusgrön', en: 'Light green' },
  'meta.color.yellow': { sv: 'Gul', en: 'Yellow' },
  'meta.color.orange': { sv: 'Orange', en: 'Orange' },
  'meta.color.red': { sv: 'Röd', en: 'Red' },
  'meta.color.darkRed': { sv: 'Mörkröd', en: 'Dark red' },
  'meta.color.blue': { sv: 'Blå', en: 'Blue' },
  'meta.color.grey': { sv: 'Grå', en: 'Grey' },
  'reports.reportIdListInvalid': {
    sv: 'Ange rapporternas id som heltal åtskilda med kommatecken',
    en: 'Give the report ids as whole numbers separated by commas',
  },
  'reports.offerTimeInvalid': {
    sv: 'Måste vara en tidpunkt i ISO 8601-format',
    en: 'Must be a time in ISO 8601 format',
  },
  'reports.offerTimeRequired': {
    sv: 'Skicka exakt en av offer_display_at, offer_accepted_at och offer_declined_at',
    en: 'Send exactly one of offer_display_at, offer_accepted_at and offer_declined_at',
  },
} as const satisfies Record<string, Record<Language, string>>;
