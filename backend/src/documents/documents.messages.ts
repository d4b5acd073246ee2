import { type Language } from 'src/common/i18n/language';

/** Texts of the documents domain (merged into the catalogue in common/i18n/messages.ts). */
export const DOCUMENT_MESSAGES = {
  // The specification's Files messages (administration document, section 5), as written.
  'documents.fileNotValid': { sv: 'Filen är inte giltig', en: 'File is not valid' },
  'documents.fileTooLarge': {
    sv: 'Filen är för stor, största tillåtna filstorlek är 5MB',
    en: 'File size limit exceeded, maximum file size is 5MB',
  },
  'documents.invalidFileType': { sv: 'Ogiltig filtyp', en: 'Invalid file type' },
  'documents.activeContent': {
    sv: 'Filen innehåller skript, inbäddade filer eller arkiv, vilket inte är tillåtet',
    en: 'The file contains scripts, embedded files or archives, which are not allowed',
  },
  'documents.macros': {
    sv: 'Dokumentet innehåller makron, vilket inte är tillåtet: spara det som ett vanligt Word-dokument (.docx)',
    en: 'The document contains macros, which are not allowed: save it as a plain Word document (.docx)',
  },
  'documents.externalLink': {
    sv: 'Dokumentet hämtar en mall, bild eller ett objekt från en annan plats när det öppnas, vilket inte är tillåtet',
    en: 'The document fetches a template, image or object from elsewhere when opened, which is not allowed',
  },
  'documents.xmlDeclarations': {
    sv: 'Dokumentet innehåller XML-deklarationer (DOCTYPE eller ENTITY), vilket inte är tillåtet',
    en: 'The document contains XML declarations (DOCTYPE or ENTITY), which are not allowed',
  },
  'documents.imageTooLarge': {
    sv: 'Bilden är för stor: högst 20 000 pixlar på varje sida och 50 megapixlar',
    en: 'The image is too large: at most 20,000 pixels on each side and 50 megapixels',
  },
  'documents.fileRequired': {
    sv: 'Välj en fil att ladda upp',
    en: 'Choose a file to upload',
  },
  'documents.oneFileOnly': {
    sv: 'Skicka exakt en fil i fältet file',
    en: 'Send exactly one file in the field file',
  },
  'documents.companyRequired': {
    sv: 'Ange vilken arbetsgivare dokumentet gäller',
    en: 'Name the employer the document is for',
  },
  'documents.companyNotUsers': {
    sv: 'Användaren tillhör inte det här företaget',
    en: 'The user does not belong to this company',
  },
  'documents.hiddenFromUserAndTherapist': {
    sv: 'Dokumenten visas bara för arbetsgivaren, inte för användaren eller terapeuten',
    en: 'Documents are shown to the employer only, not to the user or the therapist',
  },
  'documents.uploadFailed': {
    sv: 'Ett fel uppstod vid uppladdningen',
    en: 'Error occurred while uploading',
  },
  // Consent documents.
  'consentDocuments.saved': { sv: 'Sparat', en: 'Success' },
  'consentDocuments.titleRequired': {
    sv: 'Titel krävs på svenska och engelska',
    en: 'A title is required in Swedish and English',
  },
  'consentDocuments.bodyRequired': {
    sv: 'Text krävs på svenska och engelska',
    en: 'A text is required in Swedish and English',
  },
  'consentDocuments.companyUnknown': {
    sv: 'Företaget finns inte',
    en: 'There is no such company',
  },
  'consentDocuments.inactive': {
    sv: 'Samtyckesdokumentet är inte aktivt',
    en: 'This consent document is not active',
  },
} as const satisfies Record<string, Record<Language, string>>;
