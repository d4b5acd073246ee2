import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from 'src/common/errors/api-exception';
import { ActiveAccountService } from './active-account.service';
import { type RequestWithUser } from './authenticated-user';
import { bearerToken } from './bearer-token';
import { IS_PUBLIC } from './public.decorator';
import { TokenRevocationService } from './token-revocation.service';
import { TokenService } from './token.service';

/**
 * Deny by default: a route is open only when marked @Public(); all others need a valid token that
 * is not revoked, of an account that is not blocked.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly revocations: TokenRevocationService,
    private readonly accounts: ActiveAccountService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw ApiException.unauthorized();
    const payload = await this.tokens.verify(token).catch(() => {
      throw ApiException.unauthorized();
    });
    if (await this.revocations.isRevoked(payload.jti)) throw ApiException.unauthorized();
    await this.accounts.accountFor(payload);
    request.user = {
      uuid: payload.user.uuid,
      roles: payload.user.roles,
      tokenId: payload.jti,
      tokenExpiresAt: payload.exp,
    };
    return true;
  }
}
