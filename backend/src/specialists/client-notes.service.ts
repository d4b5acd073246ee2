import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { type UserReference } from 'src/users/user-reference.pipe';
import { User } from 'src/users/user.entity';
import { NOTE_ROLES, SpecialistAccessService } from './specialist-access.service';
import { SpecialistClientNote } from './specialist-client-note.entity';
import { type ClientNoteView } from './specialist-views';

const RESOURCE = 'specialist.client-notes';

/**
 * Notes about a client by their specialists: health data, so only the client's specialists (whose
 * scope reaches the client's subscriptions) read and write them, and every read and write is
 * access-logged.
 */
@Injectable()
export class ClientNotesService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: SpecialistAccessService,
    private readonly accessLog: AccessLogService,
  ) {}

  /** The client's notes, newest first. */
  async list(caller: CallerAccess, reference: UserReference): Promise<ClientNoteView[]> {
    const client = await this.client(caller, reference);
    const notes = await this.em.find(
      SpecialistClientNote,
      { client },
      { populate: ['author'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 },
    );
    await this.accessLog.record(caller, {
      clientUuid: client.uuid,
      action: 'read',
      resource: RESOURCE,
      resourceId: String(client.id),
    });
    return notes.map(view);
  }

  async write(
    caller: CallerAccess,
    reference: UserReference,
    text: string,
  ): Promise<ClientNoteView> {
    const client = await this.client(caller, reference);
    const note = this.em.create(SpecialistClientNote, {
      client,
      author: this.em.getReference(User, caller.userId),
      text: text.trim(),
    });
    await this.em.flush();
    await this.em.populate(note, ['author']);
    await this.accessLog.record(caller, {
      clientUuid: client.uuid,
      action: 'create',
      resource: RESOURCE,
      resourceId: String(note.id),
    });
    return view(note);
  }

  private async client(caller: CallerAccess, reference: UserReference): Promise<User> {
    this.access.assertRole(caller, NOTE_ROLES);
    return this.access.client(caller, reference, 'read', 'user/subscription');
  }
}

function view(note: SpecialistClientNote): ClientNoteView {
  return {
    id: note.id,
    client_id: note.client.id,
    text: note.text,
    author: note.author
      ? { uuid: note.author.uuid, name: `${note.author.firstName} ${note.author.lastName}` }
      : null,
    created_at: note.createdAt,
  };
}
