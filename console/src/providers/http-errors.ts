import { HttpError } from 'react-admin';

/** Translation keys of the specification's error catalogue (section 8) the console falls back on. */
export const ERROR_KEYS = {
  accessDenied: 'app.errors.access_denied',
  somethingWentWrong: 'app.errors.something_went_wrong',
  invalidData: 'app.errors.invalid_data',
} as const;

/** Field errors as react-admin's forms take them (setSubmissionErrors): a string per field. */
export type SubmissionErrors = Record<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The `errors` map of an error body (`{ field: ['message', …] }`, DESIGN.md section 3) as
 * react-admin's form errors (its create and edit controllers hand `body.errors` to the form): each
 * field's messages in one string under the field's (dotted) name, so that the input shows them.
 * A list would become errors of `field.0`, `field.1`, which no input shows.
 */
export function submissionErrors(body: unknown): SubmissionErrors | null {
  if (!isRecord(body) || !isRecord(body.errors)) return null;
  const fields: SubmissionErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter(
      (text): text is string => typeof text === 'string' && text !== '',
    );
    if (texts.length > 0) fields[field] = texts.join(' ');
  }
  return Object.keys(fields).length === 0 ? null : fields;
}

/**
 * What the console shows for a failed request: the server's message (already in the UI language)
 * with field errors for inputs; "Access denied" for a 403 without one; "Something went wrong" for
 * a network failure or an answer that is not the API's error body. 401s keep their status for the
 * authProvider's checkError (logout).
 */
export function consoleHttpError(error: unknown): unknown {
  if (!(error instanceof HttpError)) {
    // fetch() itself failed (offline, DNS, CORS, connection reset): no status at all.
    return new HttpError(ERROR_KEYS.somethingWentWrong, 0, null);
  }
  const status = typeof error.status === 'number' ? error.status : 0;
  const body: unknown = error.body;
  const message = serverMessage(body);
  const errors = status === 400 || status === 422 ? submissionErrors(body) : null;
  if (errors !== null) {
    return new HttpError(message ?? ERROR_KEYS.invalidData, status, { ...toRecord(body), errors });
  }
  if (status === 403) return new HttpError(message ?? ERROR_KEYS.accessDenied, status, body);
  if (message === null) return new HttpError(ERROR_KEYS.somethingWentWrong, status, body);
  return error;
}

function toRecord(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : {};
}
