import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type RequestWithUser } from 'src/access/authenticated-user';
import { type Language, requestLanguage } from 'src/common/i18n/language';

/** The caller's language (Accept-Language, selectedLocale cookie, sv), for bodies without `lang`. */
export const RequestLanguage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Language =>
    requestLanguage(context.switchToHttp().getRequest<RequestWithUser>()),
);
