import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { Conversation } from 'src/chat/conversation.entity';
import { type User } from 'src/users/user.entity';
import { type TestApp } from './test-app';
import { type UserFixtures } from './user-fixtures';

/** A client with an assigned therapist, both able to log in (fixture accounts). */
export interface ChatPair {
  client: User;
  therapist: User;
}

export async function chatPair(
  api: TestApp,
  fixtures: UserFixtures,
  tag: string,
  options: { healthCoach?: User } = {},
): Promise<ChatPair> {
  const suffix = `${tag}-${Math.random().toString(36).slice(2, 8)}`;
  const therapist = await fixtures.user(
    {
      email: `chat-therapist-${suffix}@example.test`,
      role: 'therapist-premium',
      firstName: 'Tera',
      lastName: 'Peut',
    },
    { withPassword: true },
  );
  const client = await fixtures.user(
    {
      email: `chat-client-${suffix}@example.test`,
      firstName: 'Klara',
      lastName: 'Klient',
      healthCoach: options.healthCoach?.id ?? null,
    },
    { withPassword: true },
  );
  const em = api.orm.em.fork();
  em.create(TherapistAssignment, { client: client.id, therapist: therapist.id });
  await em.flush();
  return { client, therapist };
}

/** THE conversation of the pair, made directly in the database. */
export async function conversationOf(api: TestApp, pair: ChatPair): Promise<number> {
  const em = api.orm.em.fork();
  const conversation = em.create(Conversation, {
    client: pair.client.id,
    specialist: pair.therapist.id,
  });
  await em.flush();
  return conversation.id;
}
