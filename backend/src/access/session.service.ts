import { Injectable } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type AuthenticatedUser } from './authenticated-user';
import { CallerAccessService } from './caller-access.service';
import { SessionEvents } from './session-events';
import { TokenRevocationService } from './token-revocation.service';
import { TokenService } from './token.service';

/**
 * How long after expiry a token may still be exchanged for a new one (the specification's session
 * refresh window of 50 000 ms). Used only by refresh.
 */
export const REFRESH_GRACE_SECONDS = 50;

@Injectable()
export class SessionService {
  constructor(
    private readonly tokens: TokenService,
    private readonly revocations: TokenRevocationService,
    private readonly callers: CallerAccessService,
    private readonly sessionEvents: SessionEvents,
  ) {}

  /**
   * Exchanges a token (valid, or expired at most 50 s ago) for a new one and revokes it, so each
   * token refreshes once: a second refresh with the same, now older, token is refused.
   */
  async refresh(token: string | undefined): Promise<string> {
    if (!token) throw ApiException.unauthorized();
    const payload = await this.tokens.verifyIgnoringExpiry(token).catch(() => {
      throw ApiException.unauthorized();
    });
    const secondsPastExpiry = Math.floor(Date.now() / 1000) - payload.exp;
    if (secondsPastExpiry > REFRESH_GRACE_SECONDS)
      throw ApiException.unauthorized('auth.sessionExpired');
    // The same account checks as every request: not blocked, not ended, impersonator active.
    const { user } = await this.callers.forToken(payload, null);
    const firstUse = await this.revocations.revoke(
      payload.jti,
      payload.exp + REFRESH_GRACE_SECONDS,
    );
    if (!firstUse) throw ApiException.unauthorized();
    // An impersonation token refreshes into another impersonation token, never into the user's own.
    // It keeps being read-only, or with changes, as it started.
    const impersonator = payload.original_user_id
      ? { uuid: payload.original_user_id, readOnly: payload.impersonation_read_only !== false }
      : undefined;
    return this.tokens.issue(user, impersonator);
  }

  /** Revokes the token; the chat sockets holding it close at once, in every API process. */
  async logout(caller: AuthenticatedUser): Promise<void> {
    await this.revocations.revoke(caller.tokenId, caller.tokenExpiresAt + REFRESH_GRACE_SECONDS);
    await this.sessionEvents.ended(caller.uuid);
  }
}
