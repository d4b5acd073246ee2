import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from 'src/common/errors/api-exception';
import {
  ACCESS_REQUIREMENT,
  type AccessRequirement,
  ALLOWED_WHILE_READ_ONLY,
  CHANGES_DATA,
} from './access-requirements';
import { type RequestWithUser } from './authenticated-user';
import { bearerToken } from './bearer-token';
import { CallerAccessService } from './caller-access.service';
import { TokenService } from './token.service';

/** Methods that change something: refused to a read-only impersonation. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Deny by default. A route opens only by declaring what it needs (@Public, @Authenticated or
 * @RequirePermission); an undeclared route is refused. Others need a valid, unrevoked token of an
 * active account, and for @RequirePermission a grant of that resource and action in some scope.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly callers: CallerAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirement = this.reflector.getAllAndOverride<AccessRequirement | undefined>(
      ACCESS_REQUIREMENT,
      [context.getHandler(), context.getClass()],
    );
    if (!requirement) throw ApiException.forbidden();
    if (requirement.kind === 'public') return true;

    const request = context.switchToHttp().getRequest<RequestWithUser & { method: string }>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw ApiException.unauthorized();
    const payload = await this.tokens.verify(token).catch(() => {
      throw ApiException.unauthorized();
    });
    // One statement: the account, its impersonator and the token's revocation.
    const access = await this.callers.forToken(payload, (request as { id?: string }).id ?? null);
    request.user = {
      uuid: payload.user.uuid,
      roles: payload.user.roles,
      tokenId: payload.jti,
      tokenExpiresAt: payload.exp,
    };
    request.access = access;
    if (access.impersonatorUuid !== null && access.impersonationReadOnly) {
      this.refuseWrites(context, request.method);
    }
    if (requirement.kind === 'permission') {
      const { action, resource } = requirement.requirement;
      if (!access.canAtAll(action, resource)) throw ApiException.forbidden();
    }
    return true;
  }

  /** A read-only impersonation: every write but ending it and the hand-over answers 403. */
  private refuseWrites(context: ExecutionContext, method: string): void {
    const marked = (key: string) =>
      this.reflector.getAllAndOverride<boolean | undefined>(key, [
        context.getHandler(),
        context.getClass(),
      ]) === true;
    const writes = WRITE_METHODS.has(method.toUpperCase()) || marked(CHANGES_DATA);
    if (writes && !marked(ALLOWED_WHILE_READ_ONLY)) {
      throw ApiException.forbidden('impersonation.readOnly');
    }
  }
}
