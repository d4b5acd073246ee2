import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type CallerAccess } from './caller-access';
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
  access?: CallerAccess;
  headers: Record<string, string | string[] | undefined>;
}

function fromRequest<K extends 'user' | 'access'>(context: ExecutionContext, key: K) {
  const value = context.switchToHttp().getRequest<RequestWithUser>()[key];
  if (!value) throw new Error(`@${key} used on a route without authentication`);
  return value;
}

/** Injects the authenticated caller's token facts into a route handler. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) =>
  fromRequest(context, 'user'),
);

/** Injects the caller's account, grants and ability into a route handler. */
export const Access = createParamDecorator((_: unknown, context: ExecutionContext) =>
  fromRequest(context, 'access'),
);
