import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { PendingUpload } from './pending-upload';

/**
 * The request's multipart body, still unread (read it with `read()` once the caller's access to
 * the target is known), or null when the body is not multipart/form-data.
 */
export const MultipartUpload = createParamDecorator(
  (_: unknown, context: ExecutionContext): PendingUpload | null => {
    const body = context.switchToHttp().getRequest<FastifyRequest>().body;
    return body instanceof PendingUpload ? body : null;
  },
);
