import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An access token refused before its expiry (logout, a used refresh, an ended impersonation), by
 * its random id. Kept until the token could no longer be used anyway; the request's account
 * statement checks it, so revocation costs no extra round trip.
 */
@Entity({ tableName: 'revoked_access_tokens' })
export class RevokedAccessToken {
  @PrimaryKey({ type: 'text' })
  tokenId!: string;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  usableUntil!: Date;
}
