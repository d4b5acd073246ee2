/**
 * The specification's general error texts (administration section 8), shown when the server's
 * answer carries no message of its own. Merged by i18n/folder-messages.ts.
 */
export const errorMessages = {
  sv: {
    app: {
      errors: {
        access_denied: 'Åtkomst nekad',
        something_went_wrong: 'Något gick fel',
        invalid_data: 'De angivna uppgifterna är ogiltiga',
      },
    },
  },
  en: {
    app: {
      errors: {
        access_denied: 'Access denied',
        something_went_wrong: 'Something went wrong',
        invalid_data: 'The given data was invalid',
      },
    },
  },
};
