import { applyDecorators, HttpStatus } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiConsumes } from '@nestjs/swagger';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type Readable } from 'node:stream';
import { ApiException } from 'src/common/errors/api-exception';
import { PendingUpload } from './pending-upload';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart/form-data upload (see AcceptsMultipartUpload). */
    multipartUpload?: boolean;
  }
}

/**
 * Marks an upload route: only such routes take multipart/form-data bodies, and they receive them
 * unread (a PendingUpload, see MultipartUpload) so that the access guard runs first.
 */
export const AcceptsMultipartUpload = () =>
  applyDecorators(RouteConfig({ multipartUpload: true }), ApiConsumes('multipart/form-data'));

function unsupportedMediaType(): ApiException {
  return new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, { key: 'error.unsupportedMediaType' });
}

/**
 * Fastify parses a body before Nest's guards run, so a parser that read multipart bodies would
 * buffer anyone's upload on any route. This one reads nothing: other routes answer 415 at once
 * (Fastify then closes the connection), upload routes get the stream to read after the guard.
 */
export function registerMultipartUploads(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('multipart/form-data')) return;
  fastify.addContentTypeParser(
    'multipart/form-data',
    (
      request: FastifyRequest,
      payload: Readable,
      done: (error: Error | null, body?: PendingUpload) => void,
    ) => {
      if (request.routeOptions.config.multipartUpload !== true) {
        done(unsupportedMediaType());
        return;
      }
      const head = {
        contentType: String(request.headers['content-type']),
        contentLength: request.headers['content-length'],
      };
      done(null, new PendingUpload(head, payload));
    },
  );
}
