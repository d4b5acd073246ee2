import { type Dictionary, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager, type QueryBuilder } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Role } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { type UserListOrder, type UserListQuery } from './dto/user-list.query';
import { UserMembershipsService } from './user-memberships.service';
import { staffReadScope } from './user-scope';
import { User } from './user.entity';
import { findDefaultHealthCoach } from './default-health-coach';
import { fullName } from './full-name';

/** A row of the user administration list. */
export interface UserListRow {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  role_name: Role;
  default_lang: string;
  created_at: Date;
  blocked_at: Date | null;
  /**
   * The person has a protected identity (skyddad identitet): the list says so; no list carries a
   * personal number.
   */
  protected_identity: boolean;
  health_coach: { uuid: string; first_name: string; last_name: string } | null;
  companies: { uuid: string; name: string }[];
}

export interface UserListPage {
  data: UserListRow[];
  total: number;
  page: number;
  per_page: number;
}

/** A user in a pick list (the full lists by role, the health coach choices). */
export interface UserOption {
  id: number;
  uuid: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

/**
 * Lists of users for staff: always limited to the caller's `user.read` scope, in a fixed number
 * of statements (count, page, companies of the page).
 */
@Injectable()
export class UserDirectoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly memberships: UserMembershipsService,
    private readonly scope: OrganisationScopeService,
  ) {}

  /** `admin`: the admin resource's sort by record field (replaces order_by) and getMany's ids. */
  async page(
    caller: CallerAccess,
    query: UserListQuery,
    admin: { order?: QueryOrderMap<User>[]; ids?: number[] } = {},
  ): Promise<UserListPage> {
    const where: Dictionary[] = [...keywordConditions(query.keyword)];
    if (query.role) where.push({ role: query.role });
    if (admin.ids) where.push({ id: { $in: admin.ids } });
    const scope = this.staffScope(caller);
    const [users, total] = await this.query([scope, ...where])
      .orderBy(admin.order ?? listOrder(query.order_by, query.order))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .getResultAndCount();
    const companies = await this.memberships.companiesOf(users.map((user) => user.id));
    return {
      data: users.map((user) => listRow(user, companies.get(user.id) ?? [])),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  }

  /** Every user in scope with one of these roles, by name (the specification's userList). */
  async byRoles(caller: CallerAccess, roles: readonly Role[]): Promise<{ userList: UserOption[] }> {
    const scope = this.staffScope(caller);
    const users = await this.query([scope, { role: { $in: [...roles] } }])
      .orderBy(listOrder('name', 'asc'))
      .getResult();
    return { userList: users.map(option) };
  }

  /** The active health coaches, by name: staff pick one for a client. */
  async healthCoaches(caller: CallerAccess): Promise<UserOption[]> {
    staffReadScope(caller);
    const coaches = await this.em.find(
      User,
      { role: 'hc', blockedAt: null },
      { orderBy: { firstName: 'asc', lastName: 'asc', id: 'asc' } },
    );
    return coaches.map(option);
  }

  /** The health coach new clients get unless another is chosen: the first active one by id. */
  async defaultHealthCoach(caller: CallerAccess): Promise<UserOption | null> {
    staffReadScope(caller);
    const coach = await findDefaultHealthCoach(this.em);
    return coach ? option(coach) : null;
  }

  /** The condition that keeps a list to the users in the caller's `user.read` scope. */
  private staffScope(caller: CallerAccess): Dictionary {
    staffReadScope(caller);
    const scope = this.scope.userCondition(caller, 'read');
    if (!scope) throw ApiException.forbidden();
    return scope;
  }

  /** Users (with their health coach as `coach`) matching every condition. */
  private query(conditions: Dictionary[]): QueryBuilder<User, 'u'> {
    return this.em
      .createQueryBuilder(User, 'u')
      .select('*')
      .leftJoinAndSelect('u.healthCoach', 'coach')
      .where({ $and: conditions });
  }
}

/** Each word of the keyword must appear in the first name, last name or e-mail. */
function keywordConditions(keyword: string | undefined): Dictionary[] {
  const words = (keyword ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return {
      $or: [
        { 'u.firstName': { $ilike: pattern } },
        { 'u.lastName': { $ilike: pattern } },
        { 'u.email': { $ilike: pattern } },
      ],
    };
  });
}

/** Sorting with the id last, so that pages never overlap or skip a row. */
function listOrder(orderBy: UserListOrder, order: 'asc' | 'desc'): QueryOrderMap<User>[] {
  const byName: QueryOrderMap<User>[] = [{ firstName: order }, { lastName: order }];
  const first: Record<UserListOrder, QueryOrderMap<User>[]> = {
    name: byName,
    email: [{ email: order }],
    created_at: [{ createdAt: order }],
    role: [{ role: order }, { firstName: 'asc' }, { lastName: 'asc' }],
  };
  return [...first[orderBy], { id: order }];
}

function option(user: User): UserOption {
  return {
    id: user.id,
    uuid: user.uuid,
    name: fullName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
  };
}

function listRow(
  user: User,
  companies: { company: { uuid: string; name: string } }[],
): UserListRow {
  const coach = user.healthCoach;
  return {
    id: user.id,
    uuid: user.uuid,
    first_name: user.firstName,
    last_name: user.lastName,
    name: fullName(user),
    email: user.email,
    phone: user.phone,
    role: user.role,
    role_name: user.role,
    default_lang: user.defaultLang,
    created_at: user.createdAt,
    blocked_at: user.blockedAt,
    protected_identity: user.protectedIdentity,
    health_coach: coach
      ? { uuid: coach.uuid, first_name: coach.firstName, last_name: coach.lastName }
      : null,
    companies: companies.map(({ company }) => ({ uuid: company.uuid, name: company.name })),
  };
}
