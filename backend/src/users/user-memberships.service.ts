import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ScopedObject } from '@sinnro/access';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { type User } from './user.entity';

/** A user's companies (with company role) and units, oldest membership first. */
export interface UserMemberships {
  companies: CompanyMember[];
  units: CompanyUnitMember[];
  /** The uuids of the user's therapists by active assignment (loaded by `of`). */
  therapistUuids?: string[];
}

/** Loads memberships; they decide both what a user looks like and who may see them. */
@Injectable()
export class UserMembershipsService {
  constructor(private readonly em: EntityManager) {}

  /** One user's companies, units and assigned therapists (three queries). */
  async of(user: User): Promise<UserMemberships> {
    const [companies, units, assignments] = await Promise.all([
      this.em.find(CompanyMember, { user }, { populate: ['company'], orderBy: { id: 'asc' } }),
      this.em.find(
        CompanyUnitMember,
        { user },
        { populate: ['unit.company'], orderBy: { id: 'asc' } },
      ),
      this.em.find(
        TherapistAssignment,
        { client: user, endedAt: null },
        { populate: ['therapist'], orderBy: { id: 'asc' } },
      ),
    ]);
    return {
      companies,
      units,
      therapistUuids: assignments.map((assignment) => assignment.therapist.uuid),
    };
  }

  /** The company memberships of many users at once (one query), by user id. */
  async companiesOf(userIds: readonly number[]): Promise<Map<number, CompanyMember[]>> {
    const byUser = new Map<number, CompanyMember[]>();
    if (userIds.length === 0) return byUser;
    const rows = await this.em.find(
      CompanyMember,
      { user: { $in: [...userIds] } },
      { populate: ['company'], orderBy: { id: 'asc' } },
    );
    for (const row of rows) {
      const list = byUser.get(row.user.id) ?? [];
      list.push(row);
      byUser.set(row.user.id, list);
    }
    return byUser;
  }
}

/**
 * The owners a user is checked against: their companies, their units, themselves, and their
 * therapists (`[therapist]` scope): those of their active therapist assignments, or, for a client
 * with none, their health coach.
 */
export function ownersOf(user: User, memberships: UserMemberships): ScopedObject {
  return {
    companyUuid: memberships.companies.map((membership) => membership.company.uuid),
    unitUuid: memberships.units.map((membership) => membership.unit.uuid),
    userUuid: user.uuid,
    therapistUuid: memberships.therapistUuids?.length
      ? memberships.therapistUuids
      : (user.healthCoach?.uuid ?? null),
  };
}
