import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type RequestWithUser } from 'src/access/authenticated-user';
import { type Language, requestLanguage } from 'src/common/i18n/language';

/** The caller's language for answer messages (Accept-Language, selectedLocale cookie, sv). */
export const CallerLanguage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Language =>
    requestLanguage(context.switchToHttp().getRequest<RequestWithUser>()),
);
