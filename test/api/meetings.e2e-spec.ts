import { type JwtPayload, verify } from 'jsonwebtoken';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { CompanySubscription } from 'src/credits/company-subscription.entity';
import { UsageRecord } from 'src/credits/usage-record.entity';
import { UserCreditBalance } from 'src/credits/user-credit-balance.entity';
import { Meeting } from 'src/meetings/meeting.entity';
import { type MeetingRoomView, type MeetingView } from 'src/meetings/meeting-view';
import { DEMO_MEETINGS } from 'src/meetings/meetings.seeder';
import { JitsiVideoRoomProvider } from 'src/meetings/video/jitsi-video-room-provider';
import { Product } from 'src/products/product.entity';
import { type User } from 'src/users/user.entity';
import { ensureCreditProducts } from '../support/credit-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

const JITSI_SECRET = 'meetings-test-jitsi-secret-0123456789';
const MINUTE = 60_000;

/** The verified claims of a room link's token (HS256, the test's issuer and audience). */
function claimsOf(token: string): JwtPayload {
  const claims = verify(token, JITSI_SECRET, {
    algorithms: ['HS256'],
    audience: 'jitsi-test',
    issuer: 'sinnro-test',
  });
  if (typeof claims === 'string') throw new Error('The token has no JSON claims');
  return claims;
}

interface ErrorBody {
  message: string;
  errors?: Record<string, string | string[]>;
}

/**
 * Meetings: booking and cancelling rules, the room's states and video link (with its token),
 * marking held with its usage record, and who reaches which meeting.
 */
describe('Meetings', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  let therapist: User;
  let otherTherapist: User;
  /** Assigned to `therapist`; their company pays in credits. */
  let paying: User;
  /** Coached by `therapist` (no assignment, no company). */
  let coached: User;
  /** Assigned to `otherTherapist`. */
  let foreign: User;
  let companyId: number;

  const book = (
    caller: User | string,
    payload: Record<string, unknown>,
    language: 'sv' | 'en' = 'en',
  ) => as(caller, 'POST', '/api/v1/meetings', { payload, language });

  const inDays = (days: number, hour = 9) => {
    const date = new Date(Date.now() + days * 24 * 60 * MINUTE);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };

  /** A meeting written directly (times in the past cannot be booked), relative to now. */
  async function meetingAt(
    specialist: User,
    client: User,
    startOffsetMinutes: number,
    minutes: 25 | 45,
  ): Promise<Meeting> {
    const em = api.orm.em.fork();
    const startsAt = new Date(Date.now() + startOffsetMinutes * MINUTE);
    const meeting = em.create(Meeting, {
      extMeetingId: `test-${Math.random().toString(36).slice(2, 12)}`,
      specialist: specialist.id,
      client: client.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * MINUTE),
      durationMinutes: minutes,
      product: await em.findOneOrFail(Product, {
        code: minutes === 45 ? 'session_45' : 'therapist_call_25',
      }),
      createdByUuid: specialist.uuid,
    });
    await em.flush();
    return meeting;
  }

  const room = (caller: User | string, ext: string, language: 'sv' | 'en' = 'en') =>
    as(caller, 'GET', `/api/v1/meetings?ext_meeting_id=${ext}`, { language });

  beforeAll(async () => {
    api = await startTestApp({
      JITSI_BASE_URL: 'https://meet.example.test/',
      JITSI_JWT_SECRET: JITSI_SECRET,
      JITSI_JWT_APP_ID: 'sinnro-test',
      JITSI_JWT_AUDIENCE: 'jitsi-test',
    });
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    await ensureCreditProducts(api);
    const person = (role: User['role'], firstName: string, extra: Partial<User> = {}) =>
      fixtures.user(
        {
          email: `meet-${firstName.toLowerCase()}-${Date.now().toString(36)}@example.test`,
          role,
          firstName,
          lastName: 'Mötesson',
          ...extra,
        },
        { withPassword: true },
      );
    therapist = await person('therapist-premium', 'Tove');
    otherTherapist = await person('clinic-therapist', 'Olle');
    paying = await person('client', 'Petra');
    coached = await person('client', 'Conny', { healthCoach: therapist });
    foreign = await person('client', 'Frida');
    const em = api.orm.em.fork();
    em.create(TherapistAssignment, { client: paying.id, therapist: therapist.id });
    em.create(TherapistAssignment, { client: foreign.id, therapist: otherTherapist.id });
    await em.flush();

    const { company, units } = await fixtures.company('Mötesbolaget AB', ['Vården']);
    companyId = company.id;
    await fixtures.member(paying.id, company.uuid, { unitUuid: units[0]?.uuid });
    const subscriptionEm = api.orm.em.fork();
    subscriptionEm.create(CompanySubscription, {
      company: company.id,
      name: 'Mötesavtal',
      billingStartDate: '2026-01-01',
      licensedPricePerUser: 0,
      meteredPricePerCredit: 100,
      creditAmount: 100,
      creditLimitPerUser: 20,
      subscriptionModelUuid: '0b7d8a1e-5c2f-4a7e-9a61-3f1d2c4b5a60',
    });
    subscriptionEm.create(UserCreditBalance, { company: company.id, user: paying.id, total: 10 });
    await subscriptionEm.flush();
  });

  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  describe('booking', () => {
    it('refuses missing and malformed fields with field errors, in Swedish and English', async () => {
      const empty = await book(therapist, {}, 'sv');
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ErrorBody>().errors).toMatchObject({
        client_uuid: 'Välj en klient',
        starts_at: 'Ange när mötet börjar',
        duration_minutes: 'Fältet är obligatoriskt',
      });
      const malformed = await book(therapist, {
        client_uuid: 'nope',
        starts_at: 'tomorrow',
        duration_minutes: 'long',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorBody>()).toMatchObject({
        message: 'The given data was invalid',
        errors: {
          client_uuid: 'Must be a valid id',
          starts_at: 'The start time is not a valid time',
          duration_minutes: 'Must be a whole number',
        },
      });
      const unknownField = await book(therapist, {
        client_uuid: paying.uuid,
        starts_at: inDays(3),
        duration_minutes: 25,
        room: 'mine',
      });
      expect(unknownField.statusCode).toBe(400);
    });

    it('needs a start in the future and a configured length', async () => {
      const past = await book(
        therapist,
        { client_uuid: paying.uuid, starts_at: inDays(-1), duration_minutes: 30 },
        'sv',
      );
      expect(past.statusCode).toBe(400);
      expect(past.json<ErrorBody>().errors).toEqual({
        starts_at: 'Mötet måste börja i framtiden',
        duration_minutes: 'Välj en längd på 25/45 minuter',
      });
      const english = await book(therapist, {
        client_uuid: paying.uuid,
        starts_at: inDays(3),
        duration_minutes: 60,
      });
      expect(english.json<ErrorBody>().errors).toEqual({
        duration_minutes: 'Choose a length of 25/45 minutes',
      });
    });

    it('books only the caller’s own clients, and only as a specialist', async () => {
      const notTheirs = await book(therapist, {
        client_uuid: foreign.uuid,
        starts_at: inDays(3),
        duration_minutes: 25,
      });
      expect(notTheirs.statusCode).toBe(404);
      const notAClient = await book(therapist, {
        client_uuid: otherTherapist.uuid,
        starts_at: inDays(3),
        duration_minutes: 25,
      });
      expect(notAClient.statusCode).toBe(404);
      const byClient = await book(paying, {
        client_uuid: paying.uuid,
        starts_at: inDays(3),
        duration_minutes: 25,
      });
      expect(byClient.statusCode).toBe(403);
      expect(byClient.json<ErrorBody>().message).toBe(
        'Only a therapist or health coach can book meetings',
      );
      const byAdmin = await book('admin@example.com', {
        client_uuid: paying.uuid,
        starts_at: inDays(3),
        duration_minutes: 25,
      });
      expect(byAdmin.statusCode).toBe(403);
      const byCc = await book('cc@example.com', {
        client_uuid: paying.uuid,
        starts_at: inDays(3),
        duration_minutes: 25,
      });
      expect(byCc.statusCode).toBe(403);
    });

    it('books an assigned and a coached client, and refuses an overlap', async () => {
      const startsAt = inDays(4, 8);
      const booked = await book(therapist, {
        client_uuid: paying.uuid,
        starts_at: startsAt,
        duration_minutes: 45,
      });
      expect(booked.statusCode).toBe(201);
      const meeting = booked.json<MeetingView>();
      expect(meeting).toMatchObject({
        status: 'scheduled',
        room_state: 'not_open',
        starts_at: startsAt,
        ends_at: new Date(Date.parse(startsAt) + 45 * MINUTE).toISOString(),
        opens_at: new Date(Date.parse(startsAt) - 10 * MINUTE).toISOString(),
        duration_minutes: 45,
        product_code: 'session_45',
        credits: 2,
        specialist: { uuid: therapist.uuid, first_name: 'Tove' },
        client: { uuid: paying.uuid, first_name: 'Petra' },
        usage_record_uuid: null,
      });
      expect(meeting.ext_meeting_id).toMatch(/^sinnro-[0-9a-f]{24}$/);

      const overlapping = await book(
        therapist,
        {
          client_uuid: coached.uuid,
          starts_at: new Date(Date.parse(startsAt) + 30 * MINUTE).toISOString(),
          duration_minutes: 25,
        },
        'sv',
      );
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json<ErrorBody>().message).toBe(
        'Du har redan ett möte som överlappar den tiden',
      );
      const after = await book(therapist, {
        client_uuid: coached.uuid,
        starts_at: new Date(Date.parse(startsAt) + 45 * MINUTE).toISOString(),
        duration_minutes: 25,
      });
      expect(after.statusCode).toBe(201);
      expect(after.json<MeetingView>()).toMatchObject({
        product_code: 'therapist_call_25',
        credits: 1,
      });
      // Another specialist's calendar is their own.
      const em = api.orm.em.fork();
      em.create(TherapistAssignment, { client: coached.id, therapist: otherTherapist.id });
      await em.flush();
      const other = await book(otherTherapist, {
        client_uuid: coached.uuid,
        starts_at: startsAt,
        duration_minutes: 25,
      });
      expect(other.statusCode).toBe(201);
      // With an assignment, the health coach no longer reaches the client.
      const coachNow = await book(therapist, {
        client_uuid: coached.uuid,
        starts_at: inDays(5),
        duration_minutes: 25,
      });
      expect(coachNow.statusCode).toBe(404);
      await em.nativeDelete(TherapistAssignment, { client: coached.id });
    });
  });

  it('books only one of three overlapping meetings sent at once', async () => {
    const startsAt = inDays(12, 7);
    const answers = await Promise.all(
      [paying, coached, paying].map((client, index) =>
        book(therapist, {
          client_uuid: client.uuid,
          starts_at: new Date(Date.parse(startsAt) + index * 10 * MINUTE).toISOString(),
          duration_minutes: 25,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  describe('lists', () => {
    it('shows each caller their own meetings, in a window when asked', async () => {
      const first = await book(therapist, {
        client_uuid: paying.uuid,
        starts_at: inDays(10),
        duration_minutes: 25,
      });
      const uuid = first.json<MeetingView>().uuid;
      const uuids = async (caller: User | string, query = '') => {
        const response = await as(caller, 'GET', `/api/v1/meetings${query}`);
        expect(response.statusCode).toBe(200);
        return response.json<MeetingView[]>().map((meeting) => meeting.uuid);
      };
      expect(await uuids(therapist)).toContain(uuid);
      expect(await uuids(paying)).toContain(uuid);
      expect(await uuids(foreign)).toEqual([]);
      expect(await uuids(otherTherapist)).not.toContain(uuid);
      expect(await uuids('admin@example.com')).toContain(uuid);
      const window = `?from=${encodeURIComponent(inDays(9))}&to=${encodeURIComponent(inDays(11))}`;
      expect(await uuids(therapist, window)).toEqual([uuid]);
      expect(await uuids(therapist, `?from=${encodeURIComponent(inDays(11))}`)).not.toContain(uuid);
      const starts = (await as(therapist, 'GET', '/api/v1/meetings'))
        .json<MeetingView[]>()
        .map((meeting) => meeting.starts_at);
      expect([...starts].sort()).toEqual(starts);
      expect((await as(therapist, 'GET', '/api/v1/meetings?from=yesterday')).statusCode).toBe(400);
      expect((await as('cc@example.com', 'GET', '/api/v1/meetings')).statusCode).toBe(403);
    });

    it('logs a specialist’s read of a client’s meetings', async () => {
      await as(therapist, 'GET', '/api/v1/meetings');
      const rows = await api.orm.em
        .fork()
        .getConnection()
        .execute<{ count: string }[]>(
          `select count(*) from access_log where actor_uuid = ? and client_uuid = ? and resource = 'meeting'`,
          [therapist.uuid, paying.uuid],
        );
      expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    });
  });

  describe('the room', () => {
    it('is not found for an unknown room and for someone else’s meeting', async () => {
      const unknown = await room(paying, 'no-such-room', 'sv');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ErrorBody>().message).toBe('Mötet kunde inte hittas');
      const theirs = await meetingAt(otherTherapist, foreign, 60, 25);
      const byTherapist = await room(therapist, theirs.extMeetingId);
      expect(byTherapist.statusCode).toBe(404);
      expect(byTherapist.json<ErrorBody>().message).toBe('The meeting could not be found');
      expect((await room(paying, theirs.extMeetingId)).statusCode).toBe(404);
      expect((await room(foreign, theirs.extMeetingId)).statusCode).toBe(200);
      const admin = await room('admin@example.com', theirs.extMeetingId);
      expect(admin.statusCode).toBe(403);
      expect(admin.json<ErrorBody>().message).toBe('Access denied');
      expect((await room('cc@example.com', theirs.extMeetingId)).statusCode).toBe(403);
      expect((await room(paying, 'bad room!')).statusCode).toBe(400);
    });

    it('is not yet open, then open with a signed link, then ended', async () => {
      const later = await meetingAt(therapist, paying, 60, 25);
      const notOpen = await room(paying, later.extMeetingId);
      expect(notOpen.statusCode).toBe(200);
      expect(notOpen.json<MeetingRoomView>()).toMatchObject({
        state: 'not_open',
        video_url: null,
        meeting: { uuid: later.uuid, room_state: 'not_open' },
      });

      const soon = await meetingAt(therapist, paying, 5, 45);
      const open = await room(paying, soon.extMeetingId);
      const view = open.json<MeetingRoomView>();
      expect(view.state).toBe('open');
      const prefix = `https://meet.example.test/${soon.extMeetingId}?jwt=`;
      expect(view.video_url?.startsWith(prefix)).toBe(true);
      const claims = claimsOf(view.video_url?.slice(prefix.length) ?? '');
      expect(claims).toMatchObject({
        room: soon.extMeetingId,
        sub: 'meet.example.test',
        context: { user: { id: paying.uuid, name: 'Petra Mötesson', moderator: false } },
        nbf: Math.floor((soon.startsAt.getTime() - 10 * MINUTE) / 1000),
        exp: Math.floor((soon.endsAt.getTime() + 15 * MINUTE) / 1000),
      });
      const specialistView = (await room(therapist, soon.extMeetingId)).json<MeetingRoomView>();
      const specialistClaims = claimsOf(specialistView.video_url?.split('?jwt=')[1] ?? '');
      expect(specialistClaims.context).toEqual({
        user: { id: therapist.uuid, name: 'Tove Mötesson', moderator: true },
      });

      const ended = await meetingAt(therapist, paying, -60, 25);
      expect((await room(paying, ended.extMeetingId)).json<MeetingRoomView>()).toMatchObject({
        state: 'ended',
        video_url: null,
      });
    });

    it('shows the seeded demo meetings to the demo client: one ended, one upcoming', async () => {
      const ended = await room('client@example.com', DEMO_MEETINGS.ended.ext);
      expect(ended.json<MeetingRoomView>()).toMatchObject({
        state: 'ended',
        meeting: { uuid: DEMO_MEETINGS.ended.uuid },
      });
      const upcoming = await room('therapist-premium@example.com', DEMO_MEETINGS.upcoming.ext);
      expect(upcoming.json<MeetingRoomView>().state).toBe('not_open');
      expect((await room('clinic-therapist@example.com', DEMO_MEETINGS.ended.ext)).statusCode).toBe(
        404,
      );
    });

    it('links to the room without a token when no secret is configured', () => {
      const provider = new JitsiVideoRoomProvider({
        ...api.environment,
        JITSI_BASE_URL: 'https://video.example.test',
        JITSI_JWT_SECRET: undefined,
      });
      const link = provider.roomLink({
        room: 'sinnro-abc',
        participant: { id: paying.uuid, name: 'Petra', moderator: false },
        opensAt: new Date(),
        closesAt: new Date(Date.now() + 60 * MINUTE),
      });
      expect(link).toBe('https://video.example.test/sinnro-abc');
    });
  });

  describe('cancelling', () => {
    it('lets either participant cancel before the start, with an optional reason', async () => {
      const booked = (
        await book(therapist, {
          client_uuid: paying.uuid,
          starts_at: inDays(6),
          duration_minutes: 25,
        })
      ).json<MeetingView>();
      const url = `/api/v1/meetings/${booked.uuid}/cancel`;
      expect((await as(otherTherapist, 'POST', url, { payload: {} })).statusCode).toBe(404);
      expect((await as(foreign, 'POST', url, { payload: {} })).statusCode).toBe(404);
      const admin = await as('admin@example.com', 'POST', url, { payload: {} });
      expect(admin.statusCode).toBe(403);
      const long = await as(paying, 'POST', url, { payload: { reason: 'x'.repeat(501) } });
      expect(long.statusCode).toBe(400);
      expect(long.json<ErrorBody>().errors).toEqual({
        reason: 'The reason may be at most 500 characters',
      });
      const cancelled = await as(paying, 'POST', url, { payload: { reason: ' Sjuk ' } });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<MeetingView>()).toMatchObject({
        status: 'cancelled',
        room_state: 'cancelled',
        cancelled_by: paying.uuid,
        cancel_reason: 'Sjuk',
      });
      const again = await as(therapist, 'POST', url, { payload: {}, language: 'sv' });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().message).toBe('Mötet är redan avbokat');
      expect((await room(paying, booked.ext_meeting_id)).statusCode).toBe(404);
      // The slot is free again.
      const rebooked = await book(therapist, {
        client_uuid: paying.uuid,
        starts_at: booked.starts_at,
        duration_minutes: 25,
      });
      expect(rebooked.statusCode).toBe(201);
      const bySpecialist = await as(
        therapist,
        'POST',
        `/api/v1/meetings/${rebooked.json<MeetingView>().uuid}/cancel`,
        { payload: {} },
      );
      expect(bySpecialist.json<MeetingView>()).toMatchObject({
        status: 'cancelled',
        cancelled_by: therapist.uuid,
        cancel_reason: null,
      });
    });

    it('refuses a meeting that has started, and unknown or malformed ids', async () => {
      const started = await meetingAt(therapist, paying, -5, 25);
      const response = await as(paying, 'POST', `/api/v1/meetings/${started.uuid}/cancel`, {
        payload: {},
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().message).toBe(
        'Only a meeting that has not started can be cancelled',
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(
        (await as(paying, 'POST', `/api/v1/meetings/${unknown}/cancel`, { payload: {} }))
          .statusCode,
      ).toBe(404);
      expect(
        (await as(paying, 'POST', '/api/v1/meetings/not-a-uuid/cancel', { payload: {} }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('marking held', () => {
    const usageRecords = () =>
      api.orm.em
        .fork()
        .find(UsageRecord, { company: companyId }, { populate: ['products.product'] });

    it('is the specialist’s, after the start, and writes one usage record with its credits', async () => {
      const meeting = await meetingAt(therapist, paying, -50, 45);
      const url = `/api/v1/meetings/${meeting.uuid}/held`;
      expect((await as(paying, 'POST', url)).statusCode).toBe(403);
      expect((await as(otherTherapist, 'POST', url)).statusCode).toBe(404);
      expect((await as('admin@example.com', 'POST', url)).statusCode).toBe(403);
      const before = await usageRecords();

      const held = await as(therapist, 'POST', url);
      expect(held.statusCode).toBe(200);
      const view = held.json<MeetingView>();
      expect(view).toMatchObject({ status: 'held', room_state: 'ended' });
      expect(view.held_at).not.toBeNull();
      const after = await usageRecords();
      expect(after).toHaveLength(before.length + 1);
      const record = after.find((row) => row.uuid === view.usage_record_uuid);
      expect(record).toMatchObject({
        credits: 2,
        meta: { minutes: 45, meeting_uuid: meeting.uuid },
        createdByUuid: therapist.uuid,
      });
      expect(record?.user.id).toBe(paying.id);
      expect(record?.unit).not.toBeNull();
      expect(record?.products.getItems().map((line) => line.product.code)).toEqual(['session_45']);
      const balance = await api.orm.em
        .fork()
        .findOneOrFail(UserCreditBalance, { company: companyId, user: paying.id });
      expect(balance.taken).toBe(2);

      const again = await as(therapist, 'POST', url, { language: 'sv' });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().message).toBe('Mötet är redan markerat som genomfört');
      expect(await usageRecords()).toHaveLength(after.length);

      const short = await meetingAt(therapist, paying, -30, 25);
      const shortHeld = await as(therapist, 'POST', `/api/v1/meetings/${short.uuid}/held`);
      const shortRecord = (await usageRecords()).find(
        (row) => row.uuid === shortHeld.json<MeetingView>().usage_record_uuid,
      );
      expect(shortRecord?.credits).toBe(1);
    });

    it('marks held twice at once only once', async () => {
      const meeting = await meetingAt(therapist, paying, -40, 25);
      const before = await usageRecords();
      const url = `/api/v1/meetings/${meeting.uuid}/held`;
      const answers = await Promise.all([
        as(therapist, 'POST', url),
        as(therapist, 'POST', url),
        as(therapist, 'POST', url),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await usageRecords()).toHaveLength(before.length + 1);
    });

    it('writes no usage record for a client whose company does not pay in credits', async () => {
      const meeting = await meetingAt(therapist, coached, -30, 45);
      const held = await as(therapist, 'POST', `/api/v1/meetings/${meeting.uuid}/held`);
      expect(held.statusCode).toBe(200);
      expect(held.json<MeetingView>()).toMatchObject({ status: 'held', usage_record_uuid: null });
      expect(await api.orm.em.fork().count(UsageRecord, { user: coached.id })).toBe(0);
    });

    it('refuses until half of the booked length has passed, taking no credits', async () => {
      const before = await usageRecords();
      const justStarted = await meetingAt(therapist, paying, -0.1, 45);
      const url = `/api/v1/meetings/${justStarted.uuid}/held`;
      const early = await as(therapist, 'POST', url, { language: 'sv' });
      expect(early.statusCode).toBe(409);
      expect(early.json<ErrorBody>().message).toBe(
        'Mötet kan markeras som genomfört först när 23 minuter av det har gått',
      );
      const short = await meetingAt(therapist, paying, -12, 25);
      const english = await as(therapist, 'POST', `/api/v1/meetings/${short.uuid}/held`);
      expect(english.statusCode).toBe(409);
      expect(english.json<ErrorBody>().message).toBe(
        'The meeting can be marked as held only once 13 minutes of it have passed',
      );
      expect(await usageRecords()).toHaveLength(before.length);
      const unchanged = await api.orm.em.fork().findOneOrFail(Meeting, { id: justStarted.id });
      expect(unchanged.status).toBe('scheduled');
      // Past half of its length, the same kind of meeting can be marked held.
      const halfway = await meetingAt(therapist, paying, -13, 25);
      expect(
        (await as(therapist, 'POST', `/api/v1/meetings/${halfway.uuid}/held`)).statusCode,
      ).toBe(200);
    });

    it('is refused to a former specialist once the client has moved on', async () => {
      const moved = await fixtures.user(
        {
          email: `meet-moved-${Date.now().toString(36)}@example.test`,
          role: 'client',
          firstName: 'Moa',
          lastName: 'Mötesson',
        },
        { withPassword: true },
      );
      const em = api.orm.em.fork();
      const assignment = em.create(TherapistAssignment, {
        client: moved.id,
        therapist: therapist.id,
      });
      await em.flush();
      const meeting = await meetingAt(therapist, moved, -40, 25);
      const coachedMeeting = await meetingAt(therapist, coached, -40, 25);
      // The client moves to another therapist; the coached client gets another health coach.
      assignment.endedAt = new Date();
      em.create(TherapistAssignment, { client: moved.id, therapist: otherTherapist.id });
      await em.flush();
      await em.nativeUpdate('User', { id: coached.id }, { healthCoach: otherTherapist.id });
      try {
        const refused = await as(therapist, 'POST', `/api/v1/meetings/${meeting.uuid}/held`, {
          language: 'sv',
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json<ErrorBody>().message).toBe(
          'Bara klientens nuvarande terapeut eller hälsocoach kan markera mötet som genomfört',
        );
        const coachRefused = await as(
          therapist,
          'POST',
          `/api/v1/meetings/${coachedMeeting.uuid}/held`,
        );
        expect(coachRefused.statusCode).toBe(403);
        expect(coachRefused.json<ErrorBody>().message).toBe(
          "Only the client's current therapist or health coach can mark the meeting as held",
        );
        const rows = await api.orm.em
          .fork()
          .find(Meeting, { id: { $in: [meeting.id, coachedMeeting.id] } });
        expect(rows.map((row) => row.status)).toEqual(['scheduled', 'scheduled']);
      } finally {
        await em.nativeUpdate('User', { id: coached.id }, { healthCoach: therapist.id });
      }
    });

    it('refuses before the start, after cancelling, and when the credits do not cover it', async () => {
      const future = await meetingAt(therapist, paying, 30, 25);
      const early = await as(therapist, 'POST', `/api/v1/meetings/${future.uuid}/held`);
      expect(early.statusCode).toBe(409);
      expect(early.json<ErrorBody>().message).toBe(
        'A meeting can be marked as held only once it has started',
      );
      await as(paying, 'POST', `/api/v1/meetings/${future.uuid}/cancel`, { payload: {} });
      const cancelled = await as(therapist, 'POST', `/api/v1/meetings/${future.uuid}/held`);
      expect(cancelled.statusCode).toBe(409);

      const em = api.orm.em.fork();
      await em.nativeUpdate(
        UserCreditBalance,
        { company: companyId, user: paying.id },
        { total: 10, taken: 9 },
      );
      const costly = await meetingAt(therapist, paying, -45, 45);
      const before = await usageRecords();
      const refused = await as(therapist, 'POST', `/api/v1/meetings/${costly.uuid}/held`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().message).toBe(
        "The client's credits do not cover the meeting (2 credits needed)",
      );
      expect(await usageRecords()).toHaveLength(before.length);
      const unchanged = await api.orm.em.fork().findOneOrFail(Meeting, { id: costly.id });
      expect(unchanged.status).toBe('scheduled');
    });
  });
});
