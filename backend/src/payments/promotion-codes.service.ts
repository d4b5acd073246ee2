import {
  type FilterQuery,
  type QueryOrderMap,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type MessageKey, type MessageParams } from 'src/common/i18n/messages';
import { stockholmDay } from 'src/reminders/stockholm-time';
import { User } from 'src/users/user.entity';
import {
  type CreatePromotionCodeDto,
  type UpdatePromotionCodeDto,
} from './dto/admin-payment-forms.dto';
import { type Campaign } from './payment-constants';
import {
  type AppliedPromotionCodeView,
  type PromotionCodeRecord,
  promotionCodeRecord,
} from './payment-views';
import { PromotionCode } from './promotion-code.entity';

const CODE_SHAPE = /^[A-Za-z0-9_-]{3,50}$/;

/** The code as stored (upper-case), or null when it cannot be one. */
export function normaliseCode(text: string): string | null {
  const trimmed = text.trim();
  return CODE_SHAPE.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** "We couldn't verify this promotion code": no such code (or not one at all), or switched off. */
function unverified(): ApiException {
  const key = 'payments.promotionCodeUnverified';
  return ApiException.badRequest(key, { code: [{ key }] });
}

/** "Your code was not accepted", with why under the field. */
function notAccepted(status: HttpStatus, why: MessageKey, params?: MessageParams): ApiException {
  return new ApiException(
    status,
    { key: 'payments.promotionCodeNotAccepted' },
    { code: [{ key: why, params }] },
  );
}

export interface CodeListFilter {
  ids?: number[];
  keyword?: string;
  campaign?: Campaign;
  active?: boolean;
  offset: number;
  limit: number;
  orderBy: QueryOrderMap<PromotionCode>[];
}

/**
 * Promotion codes: applied once per user, and at most `max_uses` times in all. The use is
 * inserted (unique per code and user) and the counter raised in one conditional statement in the
 * same transaction, so parallel requests never pass the limit.
 */
@Injectable()
export class PromotionCodesService {
  constructor(private readonly em: EntityManager) {}

  /** POST /api/v1/promotion-codes/{code}/users/{user_uuid}. */
  async applyFor(
    caller: CallerAccess,
    codeText: string,
    userUuid: string,
  ): Promise<AppliedPromotionCodeView> {
    const user = await this.owner(caller, 'create', userUuid);
    const code = await this.em.transactional(async (tx) => {
      const applied = await this.apply(tx, codeText, user.id);
      await tx.nativeUpdate(User, { id: user.id }, { promotionCode: applied.code });
      return applied;
    });
    return this.appliedView(code, user.uuid, new Date());
  }

  /** GET /api/v1/promotion-codes/users/{user_uuid}: the codes the user applied, newest first. */
  async appliedTo(caller: CallerAccess, userUuid: string): Promise<AppliedPromotionCodeView[]> {
    const user = await this.owner(caller, 'read', userUuid);
    const rows = await this.em.execute<{ id: number; applied_at: Date }[]>(
      `select c.id, u.applied_at from promotion_code_uses u join promotion_codes c on c.id = u.code_id
        where u.user_id = ? order by u.applied_at desc, u.id desc`,
      [user.id],
    );
    const codes = new Map(
      (await this.em.find(PromotionCode, { id: { $in: rows.map((row) => row.id) } })).map(
        (code) => [code.id, code],
      ),
    );
    return rows.flatMap((row) => {
      const code = codes.get(Number(row.id));
      return code ? [this.appliedView(code, user.uuid, new Date(row.applied_at))] : [];
    });
  }

  /**
   * Applies a code to a user inside the caller's transaction: 400 when it is unknown, switched
   * off, expired or not yet valid; 409 when the user has used it or it is used up.
   */
  async apply(tx: EntityManager, codeText: string, userId: number): Promise<PromotionCode> {
    const code = await this.valid(tx, codeText);
    const inserted = await tx.execute<{ id: number }[]>(
      `insert into promotion_code_uses (code_id, user_id) values (?, ?)
        on conflict (code_id, user_id) do nothing returning id`,
      [code.id, userId],
    );
    if (inserted.length === 0) {
      throw notAccepted(HttpStatus.CONFLICT, 'payments.promotionCodeAlreadyUsed');
    }
    const raised = await tx.execute<{ uses: number }[]>(
      `update promotion_codes set uses = uses + 1, updated_at = now()
        where id = ? and (max_uses is null or uses < max_uses) returning uses`,
      [code.id],
    );
    if (raised.length === 0) throw notAccepted(HttpStatus.CONFLICT, 'payments.promotionCodeUsedUp');
    return code;
  }

  /**
   * The code for a purchase: one the user applied before (still valid and not yet spent on a
   * paid record), or applied now.
   */
  async forPurchase(tx: EntityManager, codeText: string, userId: number): Promise<PromotionCode> {
    const code = await this.valid(tx, codeText);
    const used = await tx.execute<{ spent: boolean }[]>(
      `select exists (select 1 from payment_records r where r.user_id = u.user_id
                 and r.promotion_code_id = u.code_id and r.status in ('paid', 'refunded')) as spent
         from promotion_code_uses u where u.code_id = ? and u.user_id = ?`,
      [code.id, userId],
    );
    if (used.length === 0) return this.apply(tx, codeText, userId);
    if (used[0]?.spent) throw notAccepted(HttpStatus.CONFLICT, 'payments.promotionCodeAlreadyUsed');
    return code;
  }

  async list(filter: CodeListFilter): Promise<{ rows: PromotionCodeRecord[]; total: number }> {
    const where: FilterQuery<PromotionCode>[] = [];
    if (filter.ids) where.push({ id: { $in: filter.ids } });
    if (filter.campaign) where.push({ campaign: filter.campaign });
    if (filter.active !== undefined) where.push({ active: filter.active });
    if (filter.keyword) {
      const like = `%${filter.keyword.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push({ code: { $like: like } });
    }
    const [codes, total] = await this.em.findAndCount(
      PromotionCode,
      { $and: where },
      { orderBy: filter.orderBy, offset: filter.offset, limit: filter.limit },
    );
    return { rows: codes.map(promotionCodeRecord), total };
  }

  async show(id: number): Promise<PromotionCodeRecord> {
    return promotionCodeRecord(await this.find(id));
  }

  async create(form: CreatePromotionCodeDto): Promise<PromotionCodeRecord> {
    const code = normaliseCode(form.code);
    if (code === null) {
      throw ApiException.invalidData({ code: [{ key: 'payments.promotionCodeFormat' }] });
    }
    checkDiscount(form.discount_type, form.discount_value);
    checkWindow(form.valid_from ?? null, form.valid_to ?? null);
    const created = this.em.create(PromotionCode, {
      code,
      discountType: form.discount_type,
      discountValue: form.discount_value,
      validFrom: form.valid_from ?? null,
      validTo: form.valid_to ?? null,
      maxUses: form.max_uses ?? null,
      campaign: form.campaign ?? null,
      active: form.active ?? true,
    });
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw ApiException.conflict('payments.promotionCodeTaken', {
          code: [{ key: 'payments.promotionCodeTaken' }],
        });
      }
      throw error;
    }
    return promotionCodeRecord(created);
  }

  async update(id: number, form: UpdatePromotionCodeDto): Promise<PromotionCodeRecord> {
    return this.em.transactional(async (tx) => {
      await tx.execute('select id from promotion_codes where id = ? for update', [id]);
      const code = await tx.findOne(PromotionCode, { id }, { refresh: true });
      if (!code) throw ApiException.notFound();
      const type = form.discount_type ?? code.discountType;
      const value = form.discount_value ?? code.discountValue;
      checkDiscount(type, value);
      const validFrom = form.valid_from !== undefined ? form.valid_from : code.validFrom;
      const validTo = form.valid_to !== undefined ? form.valid_to : code.validTo;
      checkWindow(validFrom, validTo);
      const maxUses = form.max_uses !== undefined ? form.max_uses : code.maxUses;
      if (maxUses !== null && maxUses < code.uses) {
        throw ApiException.invalidData({
          max_uses: [{ key: 'payments.maxUsesBelowUses', params: { uses: code.uses } }],
        });
      }
      Object.assign(code, {
        discountType: type,
        discountValue: value,
        validFrom,
        validTo,
        maxUses,
      });
      if (form.campaign !== undefined) code.campaign = form.campaign;
      if (form.active !== undefined) code.active = form.active;
      await tx.flush();
      return promotionCodeRecord(code);
    });
  }

  /** The code, active and valid today (Stockholm), else the specification's refusals. */
  private async valid(tx: EntityManager, codeText: string): Promise<PromotionCode> {
    const normal = normaliseCode(codeText);
    if (normal === null) throw unverified();
    const code = await tx.findOne(PromotionCode, { code: normal, active: true });
    if (!code) throw unverified();
    const today = stockholmDay(new Date());
    if (code.validFrom !== null && today < code.validFrom) {
      throw notAccepted(HttpStatus.BAD_REQUEST, 'payments.promotionCodeNotYetValid', {
        date: code.validFrom,
      });
    }
    if (code.validTo !== null && today > code.validTo) {
      throw notAccepted(HttpStatus.BAD_REQUEST, 'payments.promotionCodeExpired', {
        date: code.validTo,
      });
    }
    return code;
  }

  /** The user named in the path, when the caller's grant reaches them (404 otherwise). */
  private async owner(
    caller: CallerAccess,
    action: 'create' | 'read',
    userUuid: string,
  ): Promise<User> {
    const user = await this.em.findOne(User, { uuid: userUuid, erasedAt: null });
    if (!user) throw ApiException.notFound();
    caller.assertCan(action, 'payment', { userUuid: user.uuid });
    return user;
  }

  private async find(id: number): Promise<PromotionCode> {
    const code = await this.em.findOne(PromotionCode, { id });
    if (!code) throw ApiException.notFound();
    return code;
  }

  private appliedView(code: PromotionCode, userUuid: string, at: Date): AppliedPromotionCodeView {
    return {
      code: code.code,
      user_uuid: userUuid,
      discount_type: code.discountType,
      discount_value: code.discountValue,
      valid_to: code.validTo,
      campaign: code.campaign,
      applied_at: at.toISOString(),
    };
  }
}

function checkDiscount(type: 'percent' | 'fixed', value: number): void {
  if (value < 1 || (type === 'percent' && value > 100)) {
    throw ApiException.invalidData({ discount_value: [{ key: 'payments.discountInvalid' }] });
  }
}

function checkWindow(validFrom: string | null, validTo: string | null): void {
  if (validFrom !== null && validTo !== null && validTo < validFrom) {
    throw ApiException.invalidData({ valid_to: [{ key: 'payments.campaignWindow' }] });
  }
}
