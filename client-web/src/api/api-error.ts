import { type ApiErrorBody } from './types';

/** A request the API answered with an error status; message is the server's text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string | string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The texts to show the user: each field error (lists flattened), else the message. */
  get userMessages(): string[] {
    const fieldMessages = Object.values(this.errors).flat();
    return fieldMessages.length > 0 ? fieldMessages : [this.message];
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

function isFieldErrors(value: unknown): value is Record<string, string | string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (entry) =>
        typeof entry === 'string' ||
        (Array.isArray(entry) && entry.every((item) => typeof item === 'string')),
    )
  );
}

export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  if (!isApiErrorBody(body)) return new ApiError(status, statusText);
  return new ApiError(status, body.message, isFieldErrors(body.errors) ? body.errors : {});
}
