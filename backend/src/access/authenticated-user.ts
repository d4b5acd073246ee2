import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AccessTokenPayload } from './token.service';

/** The caller as the access guard verified them. */
export interface AuthenticatedUser {
  uuid: string;
  roles: AccessTokenPayload['user']['roles'];
  tokenId: string;
  /** The token's `exp`, in seconds since the epoch. */
  tokenExpiresAt: number;
}

export interface RequestWithUser {
  user?: AuthenticatedUser;
  headers: Record<string, string | string[] | undefined>;
}

/** Injects the authenticated caller into a route handler. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().user;
  if (!user) throw new Error('CurrentUser used on a route without authentication');
  return user;
});
