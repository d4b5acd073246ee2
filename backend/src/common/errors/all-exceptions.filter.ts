import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { requestLanguage, type Language } from 'src/common/i18n/language';
import {
  type MessageKey,
  type MessageRef,
  isMessageKey,
  translate,
} from 'src/common/i18n/messages';
import { ApiException, type FieldErrors } from './api-exception';
import { isDependencyUnavailable } from './dependency-failure';
import { type ErrorBody, reasonPhrase } from './error-body';
import { stackFrames, summarizeError } from './error-summary';

interface Resolved {
  status: number;
  message: MessageRef;
  fieldErrors?: FieldErrors;
  headers?: Record<string, string>;
}

const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  403: 'error.accessDenied',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.payloadTooLarge',
  415: 'error.unsupportedMediaType',
  429: 'error.tooManyRequests',
  503: 'error.serviceUnavailable',
};

/**
 * Turns every failure (ours, Nest's, Fastify's, the database's) into the one error body, in the
 * caller's language. Unexpected errors are answered without details and logged by class, code,
 * request id and call frames: never their message, which may hold SQL and personal data.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const resolved = this.resolve(exception, request);
    const body = toBody(resolved, requestLanguage(request));
    if (resolved.headers) void reply.headers(resolved.headers);
    void reply.status(resolved.status).send(body);
  }

  private resolve(exception: unknown, request: FastifyRequest): Resolved {
    if (exception instanceof ApiException) {
      return {
        status: exception.getStatus(),
        message: exception.messageRef,
        fieldErrors: exception.fieldErrors,
        headers: exception.headers,
      };
    }
    if (exception instanceof HttpException) return resolveHttpException(exception, request);
    const logged = { requestId: request.id, error: summarizeError(exception) };
    if (isDependencyUnavailable(exception)) {
      this.logger.warn({ msg: 'Dependency unavailable', ...logged });
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        message: { key: 'error.serviceUnavailable' },
      };
    }
    this.logger.error({ msg: 'Unexpected error', ...logged, stack: stackFrames(exception) });
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: { key: 'error.internal' } };
  }
}

function resolveHttpException(exception: HttpException, request: FastifyRequest): Resolved {
  const status = exception.getStatus();
  const text = exception.message;
  if (status === 404 && text.startsWith('Cannot ')) {
    const path = request.url.split('?')[0] ?? '/';
    return {
      status,
      message: { key: 'error.routeNotFound', params: { method: request.method, path } },
    };
  }
  if (status === 400 && /JSON/.test(text))
    return { status, message: { key: 'error.malformedJson' } };
  if (isMessageKey(text)) return { status, message: { key: text } };
  return {
    status,
    message: {
      key: KEY_BY_STATUS[status] ?? (status >= 500 ? 'error.internal' : 'error.badRequest'),
    },
  };
}

function toBody(resolved: Resolved, language: Language): ErrorBody {
  const body: ErrorBody = {
    statusCode: resolved.status,
    error: reasonPhrase(resolved.status),
    message: translate(resolved.message, language),
  };
  if (resolved.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(resolved.fieldErrors).map(([field, refs]) => {
        const texts = refs.map((ref) => translate(ref, language));
        return [field, texts.length === 1 ? texts[0] : texts];
      }),
    );
  }
  return body;
}
