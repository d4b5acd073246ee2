import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from 'src/common/errors/api-exception';
import { type RequestWithUser } from './authenticated-user';
import { IS_PUBLIC } from './public.decorator';
import { TokenService } from './token.service';

/** Deny by default: a route is open only when marked @Public(); all others need a valid token. */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
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
    request.user = { uuid: payload.user.uuid, roles: payload.user.roles, tokenId: payload.jti };
    return true;
  }
}

function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
