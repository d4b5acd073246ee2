import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ChatService } from 'src/chat/chat.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type UserReference } from 'src/users/user-reference.pipe';
import { type User } from 'src/users/user.entity';
import { AnswersService } from './answers.service';
import { LearningSubscriptionsService } from './learning-subscriptions.service';
import { type PageApprovalView } from './learning-views';

export interface ApprovalForm {
  module_instance_id: number;
  page_id: number;
  message?: string;
}

/**
 * The therapist's action on a page waiting for approval: the approval itself (which releases the
 * client's next pages), the "waiting for approval" notices of that page marked done, and an
 * optional message to the client in the caller's conversation with them. A message that cannot
 * be delivered (no conversation between the two) refuses the whole action before anything changes.
 */
@Injectable()
export class PageApprovalService {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: LearningSubscriptionsService,
    private readonly answers: AnswersService,
    private readonly chat: ChatService,
  ) {}

  async approve(
    caller: CallerAccess,
    reference: UserReference,
    form: ApprovalForm,
  ): Promise<PageApprovalView> {
    const client = await this.subscriptions.client(caller, 'update', reference);
    const message = form.message?.trim() ? form.message.trim() : null;
    const conversationId = message === null ? null : await this.conversationWith(caller, client);
    const approval = await this.answers.approve(
      caller,
      client,
      form.module_instance_id,
      form.page_id,
    );
    await this.em.execute(
      `update notifications set acknowledged_at = now(), acknowledged_by_id = ?
        where client_id = ? and kind = 'approval_needed' and acknowledged_at is null
          and payload->>'module_instance_id' = ? and payload->>'page_id' = ?`,
      [caller.userId, client.id, String(approval.module_instance_id), String(approval.page_id)],
    );
    const sent =
      conversationId === null || message === null
        ? null
        : await this.chat.send(caller, conversationId, message);
    return { ...approval, message_id: sent?.id ?? null };
  }

  /** The caller's conversation with the client (opened when missing), else 409. */
  private async conversationWith(caller: CallerAccess, client: User): Promise<number> {
    try {
      const { view } = await this.chat.open(caller, client.uuid);
      return view.id;
    } catch (error) {
      if (error instanceof NotFoundException || isNotFound(error)) {
        throw ApiException.conflict('learning.approvalMessageNoConversation');
      }
      throw error;
    }
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiException && error.getStatus() === 404;
}
