import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Language, requestLanguage } from 'src/common/i18n/language';
import { type RequestWithUser } from 'src/access/authenticated-user';

/** The caller's language (Accept-Language, then the selectedLocale cookie, then sv). */
export const CallerLanguage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Language =>
    requestLanguage(context.switchToHttp().getRequest<RequestWithUser>()),
);
