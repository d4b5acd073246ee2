import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { latestUnreadMessage } from 'src/chat/chat-queries';
import { type LatestUnreadMessage } from 'src/chat/chat-views';
import { UserMembershipsService } from './user-memberships.service';
import { UserProfileFactsService } from './user-profile-facts.service';
import { type CurrentUserProfile, PROFILE_RELATIONS, profileView } from './user-profile-view';

export type { CurrentUserProfile } from './user-profile-view';

/** While an admin acts as the signed-in user (the specification's names). */
export interface ImpersonationFacts {
  original_user_id: string;
  impersonating_as_id: string;
  /** Whether the impersonation may change nothing (started without "with changes"). */
  read_only: boolean;
}

/** GET /api/users/get-current-user-profile: the profile, and who acts as the user, if anyone. */
export interface CurrentUserProfileAnswer extends CurrentUserProfile {
  impersonation: ImpersonationFacts | null;
  /** The newest chat message to the user not yet read (the chat opens it on login). */
  latest_unread_message: LatestUnreadMessage | null;
}

/**
 * A signed-in session: an access token and its user's profile (password login, invitation
 * password, e-ID onboarding, the end of an impersonation).
 */
export interface SessionAnswer {
  token: string;
  user: CurrentUserProfileAnswer;
}

@Injectable()
export class CurrentUserProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly memberships: UserMembershipsService,
    private readonly facts: UserProfileFactsService,
  ) {}

  /** The signed-in user with every grant they hold (role, company roles and their own). */
  async forCaller(caller: CallerAccess): Promise<CurrentUserProfileAnswer> {
    const user = caller.user;
    await this.em.populate(user, PROFILE_RELATIONS);
    const impersonation = caller.impersonatorUuid
      ? {
          original_user_id: caller.impersonatorUuid,
          impersonating_as_id: user.uuid,
          read_only: caller.impersonationReadOnly,
        }
      : null;
    const [memberships, facts, unread] = await Promise.all([
      this.memberships.of(user),
      // An administrator acting as the person is staff: no number of a protected identity.
      this.facts.of(user, caller.impersonatorUuid ? 'staff' : 'owner'),
      latestUnreadMessage(this.em, user.id),
    ]);
    return {
      ...profileView(user, memberships, caller.grants, facts),
      impersonation,
      latest_unread_message: unread,
    };
  }
}
