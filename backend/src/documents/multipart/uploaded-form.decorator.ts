import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { MultipartForm } from './multipart-form';

/** The request's multipart form, or null when the body is not multipart/form-data. */
export const UploadedForm = createParamDecorator(
  (_: unknown, context: ExecutionContext): MultipartForm | null => {
    const body = context.switchToHttp().getRequest<FastifyRequest>().body;
    return body instanceof MultipartForm ? body : null;
  },
);
