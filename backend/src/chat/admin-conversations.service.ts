import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { readsAllChats } from './chat.service';
import {
  type AdminConversationFilter,
  adminConversations,
  type AdminConversationSort,
} from './chat-queries';
import { type AdminConversationView } from './chat-views';

/** Every conversation, for `chat.read.[*]` only. */
@Injectable()
export class AdminConversationsService {
  constructor(private readonly em: EntityManager) {}

  find(
    caller: CallerAccess,
    filter: AdminConversationFilter,
    page: { offset: number; limit: number; sort: AdminConversationSort; order: 'ASC' | 'DESC' },
  ): Promise<{ rows: AdminConversationView[]; total: number }> {
    if (!readsAllChats(caller)) throw ApiException.forbidden();
    return adminConversations(this.em, filter, page);
  }

  async one(caller: CallerAccess, id: number): Promise<AdminConversationView> {
    if (!readsAllChats(caller)) throw ApiException.forbidden();
    const { rows } = await adminConversations(
      this.em,
      { ids: [id] },
      { offset: 0, limit: 1, sort: 'id', order: 'ASC' },
    );
    const [row] = rows;
    if (!row) throw ApiException.notFound();
    return row;
  }
}
