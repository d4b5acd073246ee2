import { HttpException, HttpStatus } from '@nestjs/common';
import { type MessageKey, type MessageParams, type MessageRef } from 'src/common/i18n/messages';

/** Field → one or more messages, translated when the response is written. */
export type FieldErrors = Record<string, MessageRef[]>;

/**
 * A failure the caller should see, carrying a catalogue key instead of a text so the error filter
 * can answer in the caller's language. Domain code throws these (or Nest's own HttpExceptions).
 */
export class ApiException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly messageRef: MessageRef,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(messageRef.key, status);
  }

  static badRequest(key: MessageKey, fieldErrors?: FieldErrors, params?: MessageParams) {
    return new ApiException(HttpStatus.BAD_REQUEST, { key, params }, fieldErrors);
  }

  static invalidData(fieldErrors: FieldErrors) {
    return new ApiException(HttpStatus.BAD_REQUEST, { key: 'error.invalidData' }, fieldErrors);
  }

  static unauthorized(key: MessageKey = 'error.unauthorized') {
    return new ApiException(HttpStatus.UNAUTHORIZED, { key });
  }

  static forbidden(key: MessageKey = 'error.accessDenied') {
    return new ApiException(HttpStatus.FORBIDDEN, { key });
  }

  static notFound(key: MessageKey = 'error.notFound') {
    return new ApiException(HttpStatus.NOT_FOUND, { key });
  }

  static conflict(key: MessageKey = 'error.conflict', fieldErrors?: FieldErrors) {
    return new ApiException(HttpStatus.CONFLICT, { key }, fieldErrors);
  }

  static serviceUnavailable() {
    return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, { key: 'error.serviceUnavailable' });
  }
}
