import { AccessLogEntry } from 'src/access-log/access-log-entry.entity';
import { ChatMessage } from 'src/chat/chat-message.entity';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { User } from 'src/users/user.entity';
import { type ChatPair, chatPair } from '../support/chat-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Participant {
  uuid: string;
  first_name: string;
  last_name: string;
  role: string;
}
interface MessageView {
  id: number;
  conversation_id: number;
  sender: Participant;
  body: string;
  created_at: string;
  read_at: string | null;
}
interface ConversationView {
  id: number;
  status: 'active' | 'paused';
  client: Participant;
  specialist: Participant;
  unread_count: number;
  last_message: MessageView | null;
  updated_at: string;
}

/**
 * The chat's REST side: who may talk to whom (a client with their assigned therapist or health
 * coach, nobody else; company colleagues never), cursor paging, the 400s, pausing, read marks,
 * unread counts, templates, the console's list for chat.read.[*], and the access log.
 */
describe('Chat: conversations, messages and templates', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  let pair: ChatPair;
  let other: ChatPair;
  let coach: User;
  let colleague: User;
  let conversationId: number;

  const open = (caller: User | string, participant: User) =>
    as(caller, 'POST', '/api/conversations', { payload: { participant_uuid: participant.uuid } });
  const send = (caller: User | string, message: string, language: 'sv' | 'en' = 'en') =>
    as(caller, 'POST', '/api/messages', {
      payload: { conversation_id: conversationId, message },
      language,
    });
  const page = (caller: User | string, query = '') =>
    as(caller, 'GET', `/api/conversations/${conversationId}/messages${query}`);

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    coach = await fixtures.user(
      {
        email: 'chat-coach@example.test',
        role: 'therapist-premium',
        firstName: 'Coach',
        lastName: 'Hälsa',
      },
      { withPassword: true },
    );
    pair = await chatPair(api, fixtures, 'rest', { healthCoach: coach });
    other = await chatPair(api, fixtures, 'rest-other');
    colleague = await fixtures.user(
      { email: 'chat-colleague@example.test', firstName: 'Kollega', lastName: 'Kollegasson' },
      { withPassword: true },
    );
    // The client and a colleague in one company; the therapist is a member too (two memberships).
    const { company, units } = await fixtures.company('Chattbolaget AB', ['Avdelning']);
    const unitUuid = units[0]?.uuid;
    await fixtures.member(pair.client.id, company.uuid, { unitUuid });
    await fixtures.member(colleague.id, company.uuid, { unitUuid, companyRole: 'company-admin' });
    await fixtures.member(pair.therapist.id, company.uuid, { unitUuid });
  });

  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  it('opens THE conversation of a client and their therapist, from either side', async () => {
    const created = await open(pair.client, pair.therapist);
    expect(created.statusCode).toBe(201);
    const view = created.json<ConversationView>();
    expect(view).toMatchObject({
      status: 'active',
      client: { uuid: pair.client.uuid, first_name: 'Klara', role: 'client' },
      specialist: { uuid: pair.therapist.uuid, role: 'therapist-premium' },
      unread_count: 0,
      last_message: null,
    });
    conversationId = view.id;
    const again = await open(pair.therapist, pair.client);
    expect(again.statusCode).toBe(200);
    expect(again.json<ConversationView>().id).toBe(conversationId);
    // The health coach is a partner too: a conversation of its own.
    const withCoach = await open(pair.client, coach);
    expect(withCoach.statusCode).toBe(201);
    expect(withCoach.json<ConversationView>().id).not.toBe(conversationId);
  });

  it('opens no conversation with anyone else (404), colleagues included', async () => {
    expect((await open(pair.client, other.therapist)).statusCode).toBe(404);
    expect((await open(other.therapist, pair.client)).statusCode).toBe(404);
    expect((await open(colleague, pair.client)).statusCode).toBe(404);
    expect((await open(pair.client, colleague)).statusCode).toBe(404);
    expect((await open(pair.client, pair.client)).statusCode).toBe(404);
    expect((await open('admin@example.com', pair.client)).statusCode).toBe(404);
    const bad = await as(pair.client, 'POST', '/api/conversations', {
      payload: { participant_uuid: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends text messages of 1 to 10,000 characters; empty or longer answers 400 in sv and en', async () => {
    const sent = await send(pair.client, '  Hej, hur mår du?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<MessageView>()).toMatchObject({
      conversation_id: conversationId,
      body: 'Hej, hur mår du?',
      sender: { uuid: pair.client.uuid },
      read_at: null,
    });
    expect((await send(pair.client, 'x'.repeat(10_000))).statusCode).toBe(201);
    const empty = await send(pair.client, '   ', 'sv');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Meddelandet får inte vara tomt');
    const long = await send(pair.client, 'x'.repeat(10_001));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(
      'The message may be at most 10,000 characters',
    );
    const missing = await as(pair.client, 'POST', '/api/messages', {
      payload: { conversation_id: conversationId },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('lets nobody but the two write or read the conversation: colleagues and other therapists get 404', async () => {
    for (const stranger of [other.therapist, other.client, colleague, coach]) {
      expect((await send(stranger, 'Hej')).statusCode).toBe(404);
      expect((await page(stranger)).statusCode).toBe(404);
    }
    // chat.read.[company] (every company member holds it) opens nothing.
    for (const member of ['company-admin@example.com', 'clinic-admin@example.com']) {
      expect((await page(member)).statusCode).toBe(404);
      expect((await send(member, 'Hej')).statusCode).toBe(404);
    }
    expect((await send('admin@example.com', 'Hej')).statusCode).toBe(404);
  });

  it('pages messages by cursor, oldest first within a page', async () => {
    for (const text of ['ett', 'två', 'tre']) {
      expect((await send(pair.therapist, text)).statusCode).toBe(201);
    }
    type Page = { data: MessageView[]; next_cursor: number | null };
    const bodies = (result: Page) => result.data.map((message) => message.body.slice(0, 20));
    const first = (await page(pair.client, '?limit=2')).json<Page>();
    expect(bodies(first)).toEqual(['två', 'tre']);
    expect(first.next_cursor).toBe(first.data[0]?.id);
    const second = (await page(pair.client, `?limit=2&before=${first.next_cursor}`)).json<Page>();
    expect(bodies(second)).toEqual(['x'.repeat(20), 'ett']);
    expect(second.next_cursor).toBe(second.data[0]?.id);
    const third = (await page(pair.client, `?limit=2&before=${second.next_cursor}`)).json<Page>();
    expect(bodies(third)).toEqual(['Hej, hur mår du?']);
    expect(third.next_cursor).toBeNull();
    const all = (await page(pair.client)).json<Page>();
    expect(all.data).toHaveLength(5);
    expect(all.next_cursor).toBeNull();
    expect((await page(pair.client, '?limit=0')).statusCode).toBe(400);
    expect((await page(pair.client, '?limit=101')).statusCode).toBe(400);
    expect((await page(pair.client, '?before=abc')).statusCode).toBe(400);
  });

  it('names on the client’s profile the therapist and health coach they may message', async () => {
    const profile = await as(pair.client, 'GET', '/api/users/get-current-user-profile');
    expect(profile.json()).toMatchObject({
      therapist: { uuid: pair.therapist.uuid, first_name: 'Tera' },
      health_coach: { uuid: coach.uuid },
    });
    const therapistProfile = await as(pair.therapist, 'GET', '/api/users/get-current-user-profile');
    expect(therapistProfile.json()).toMatchObject({ therapist: null });
  });

  it('counts unread messages, names the latest on the profile, and marks them read', async () => {
    const unread = await as(pair.client, 'GET', '/api/messages/unread');
    expect(unread.json()).toEqual({ total_unread_messages: 3, clients_with_unread_messages: 1 });
    const therapistUnread = await as(pair.therapist, 'GET', '/api/messages/unread');
    expect(therapistUnread.json()).toEqual({
      total_unread_messages: 2,
      clients_with_unread_messages: 1,
    });
    const profile = await as(pair.client, 'GET', '/api/users/get-current-user-profile');
    expect(profile.json<{ latest_unread_message: unknown }>().latest_unread_message).toMatchObject({
      conversation_id: conversationId,
      sender: { uuid: pair.therapist.uuid, first_name: 'Tera' },
    });
    const list = (await as(pair.client, 'GET', '/api/conversations')).json<ConversationView[]>();
    const mine = list.find((conversation) => conversation.id === conversationId);
    expect(mine).toMatchObject({ unread_count: 3, last_message: { body: 'tre' } });
    // Newest activity first: this conversation had the last message.
    expect(list[0]?.id).toBe(conversationId);

    const url = (to: User, from: User) =>
      `/api/mark-chat-as-read-on-db/${to.uuid}/${from.uuid}/${conversationId}`;
    expect((await as(pair.client, 'GET', url(pair.therapist, pair.client))).statusCode).toBe(404);
    expect((await as(colleague, 'GET', url(colleague, pair.therapist))).statusCode).toBe(404);
    const marked = await as(pair.client, 'GET', url(pair.client, pair.therapist));
    expect(marked.json()).toEqual({ read: 3 });
    expect((await as(pair.client, 'GET', url(pair.client, pair.therapist))).json()).toEqual({
      read: 0,
    });
    expect((await as(pair.client, 'GET', '/api/messages/unread')).json()).toEqual({
      total_unread_messages: 0,
      clients_with_unread_messages: 0,
    });
    const after = await as(pair.client, 'GET', '/api/users/get-current-user-profile');
    expect(after.json<{ latest_unread_message: unknown }>().latest_unread_message).toBeNull();
    const read = (await page(pair.therapist)).json<{ data: MessageView[] }>().data;
    expect(
      read.filter((message) => message.read_at !== null).map((message) => message.body),
    ).toEqual(['ett', 'två', 'tre']);
  });

  it('lets only the specialist pause the conversation; paused, the client’s messages get 409', async () => {
    const put = (caller: User, status: string) =>
      as(caller, 'PUT', `/api/conversations/${conversationId}`, { payload: { status } });
    expect((await put(pair.client, 'paused')).statusCode).toBe(403);
    expect((await put(other.therapist, 'paused')).statusCode).toBe(404);
    expect((await put(pair.therapist, 'closed')).statusCode).toBe(400);
    const paused = await put(pair.therapist, 'paused');
    expect(paused.statusCode).toBe(200);
    expect(paused.json<ConversationView>().status).toBe('paused');
    const refused = await send(pair.client, 'Hallå?', 'sv');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^Chatten är pausad/);
    expect((await send(pair.client, 'Hello?')).json<{ message: string }>().message).toMatch(
      /^The chat is paused/,
    );
    expect((await send(pair.therapist, 'Vi hörs nästa vecka')).statusCode).toBe(201);
    expect((await put(pair.therapist, 'active')).json<ConversationView>().status).toBe('active');
    expect((await send(pair.client, 'Tack!')).statusCode).toBe(201);
  });

  it('writes the access log for every read but the client’s own', async () => {
    expect((await page(pair.client)).statusCode).toBe(200);
    expect((await page(pair.therapist)).statusCode).toBe(200);
    expect((await page('admin@example.com')).statusCode).toBe(200);
    const rows = await api.orm.em
      .fork()
      .find(
        AccessLogEntry,
        { clientUuid: pair.client.uuid, resource: 'chat.messages' },
        { orderBy: { id: 'asc' } },
      );
    // One row per view: a read by the same person of the same conversation a moment ago (an
    // earlier test here) is that view, so look for the readers, not a count of rows
    // (access-log.e2e-spec.ts).
    expect(rows.map((row) => row.actorUuid)).not.toContain(pair.client.uuid);
    // The therapist's conversation list shows the client's last message: logged too.
    expect((await as(pair.therapist, 'GET', '/api/conversations')).statusCode).toBe(200);
    const listed = await api.orm.em.fork().find(AccessLogEntry, {
      clientUuid: pair.client.uuid,
      resource: 'chat.conversations',
      actorUuid: pair.therapist.uuid,
    });
    expect(listed.map((row) => row.resourceId)).toContain(String(conversationId));
    const admin = await api.orm.em.fork().findOneOrFail(User, { email: 'admin@example.com' });
    for (const reader of [pair.therapist.uuid, admin.uuid]) {
      expect(rows.map((row) => [row.actorUuid, row.action, row.resourceId])).toContainEqual([
        reader,
        'read',
        String(conversationId),
      ]);
    }
  });

  it('lists every conversation for chat.read.[*] (admin, hc) react-admin style, nobody else', async () => {
    const filter = encodeURIComponent(JSON.stringify({ client_uuid: pair.client.uuid }));
    const unread = await api.orm.em
      .fork()
      .count(ChatMessage, { conversation: conversationId, readAt: null });
    for (const reader of ['admin@example.com', 'hc@example.com']) {
      const response = await as(reader, 'GET', `/api/admin/conversations?filter=${filter}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBe('conversations 0-1/2');
      const rows =
        response.json<
          { id: number; message_count: number; unread_count: number; client: Participant }[]
        >();
      expect(rows.map((row) => row.client.uuid)).toEqual([pair.client.uuid, pair.client.uuid]);
      const row = rows.find((each) => each.id === conversationId);
      expect(row?.message_count).toBe(7);
      expect(row?.unread_count).toBe(unread);
      expect(JSON.stringify(rows)).not.toContain('Hej, hur mår du?');
      const one = await as(reader, 'GET', `/api/admin/conversations/${conversationId}`);
      expect(one.json<{ id: number }>().id).toBe(conversationId);
    }
    expect(
      (await as('hc@example.com', 'GET', `/api/conversations/${conversationId}/messages`))
        .statusCode,
    ).toBe(200);
    for (const refused of [
      'company-admin@example.com',
      'client@example.com',
      'therapist-premium@example.com',
    ]) {
      expect((await as(refused, 'GET', '/api/admin/conversations')).statusCode).toBe(403);
    }
    expect((await as(colleague, 'GET', '/api/admin/conversations')).statusCode).toBe(403);
    expect(
      (await as(pair.therapist, 'GET', `/api/admin/conversations/${conversationId}`)).statusCode,
    ).toBe(403);
  });

  it('keeps the specialist’s own message templates; others get 403', async () => {
    expect((await as(pair.therapist, 'GET', '/api/message-templates')).json()).toEqual([]);
    const added = await as(pair.therapist, 'POST', '/api/message-templates', {
      payload: { title: 'Välkommen', body: 'Välkommen till behandlingen!' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      title: 'Välkommen',
      body: 'Välkommen till behandlingen!',
    });
    expect(
      (await as(pair.therapist, 'GET', '/api/message-templates')).json<{ title: string }[]>(),
    ).toEqual([expect.objectContaining({ title: 'Välkommen' })]);
    expect((await as(other.therapist, 'GET', '/api/message-templates')).json()).toEqual([]);
    const empty = await as(pair.therapist, 'POST', '/api/message-templates', {
      payload: { title: ' ', body: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await as(pair.client, 'GET', '/api/message-templates')).statusCode).toBe(403);
    expect(
      (
        await as(pair.client, 'POST', '/api/message-templates', {
          payload: { title: 'a', body: 'b' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('ends the therapist’s access with the assignment; the client keeps the history, read-only', async () => {
    const em = api.orm.em.fork();
    await em.nativeUpdate(TherapistAssignment, { client: pair.client.id }, { endedAt: new Date() });
    try {
      expect((await page(pair.therapist)).statusCode).toBe(404);
      const theirs = (await as(pair.therapist, 'GET', '/api/conversations')).json<
        ConversationView[]
      >();
      expect(theirs.map((conversation) => conversation.id)).not.toContain(conversationId);
      expect((await page(pair.client)).statusCode).toBe(200);
      expect((await send(pair.client, 'Hallå?')).statusCode).toBe(404);
      expect((await open(pair.client, pair.therapist)).statusCode).toBe(404);
    } finally {
      await em.nativeUpdate(TherapistAssignment, { client: pair.client.id }, { endedAt: null });
    }
  });
});
