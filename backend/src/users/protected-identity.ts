import { type User } from './user.entity';

/**
 * Who looks at a user's personal number: the person themself (their own profile and export), or
 * staff (every other answer, an administrator impersonating the person included).
 */
export type NationalIdViewer = 'owner' | 'staff';

/** A personal number as an answer carries it, and whether it was held back. */
export interface ShownNationalId {
  national_id: string | null;
  /**
   * The person has a protected identity (skyddad identitet): staff get no number, and screens say
   * "Skyddad identitet" / "Protected identity" instead.
   */
  protected_identity: boolean;
}

/**
 * The one rule for showing a personal number of `user`: staff never see the number of a person
 * with protected identity (it is not even opened); the person themself always sees their own.
 * `open` opens the sealed number (NationalIdCipher.openOrNull).
 */
export function visibleNationalId(
  user: Pick<User, 'protectedIdentity'>,
  open: () => string | null,
  viewer: NationalIdViewer,
): ShownNationalId {
  const hidden = user.protectedIdentity && viewer === 'staff';
  return { national_id: hidden ? null : open(), protected_identity: user.protectedIdentity };
}

/** The number as staff may see it: null for a person with protected identity. */
export function staffVisibleNationalId(
  user: Pick<User, 'protectedIdentity'>,
  open: () => string | null,
): ShownNationalId {
  return visibleNationalId(user, open, 'staff');
}
