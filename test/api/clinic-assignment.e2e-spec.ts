import { randomInt, randomUUID } from 'node:crypto';
import { type LightMyRequestResponse } from 'fastify';
import { Company } from 'src/companies/company.entity';
import { DEMO_CLINIC } from 'src/database/seeders/demo-accounts';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { ProgramModule } from 'src/programs/program-module.entity';
import { Program } from 'src/programs/program.entity';
import { startMailPlatform, type MailPlatform } from '../support/mail-platform';
import { seedDemo, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface InvitationBody {
  uuid: string;
  user_uuid: string;
  email: string;
  therapist_uuid: string | null;
  program_uuid: string | null;
}

interface CareOptions {
  therapists: { uuid: string; name: string }[];
  programs: { uuid: string; name: string; subscription_model_name: string }[];
}

interface CandidateRow {
  uuid: string;
  email: string;
  subscription_models: string[];
  status: 'active' | 'invited';
  invited_at: string | null;
}

const CLINIC_ADMIN = 'clinic-admin@example.com';
const CLINIC_THERAPIST = 'clinic-therapist@example.com';
const PASSWORD = 'Klinikklient-losen-2026';

/**
 * A clinic's invitation of a client carries the clinic therapist who treats them and the program
 * they start: both the clinic's own (400 otherwise, in sv and en), applied on acceptance, after
 * which the therapist has the client in their list with the program; until then the client is
 * listed as invited. Another clinic's admin learns nothing of this clinic (404).
 */
describe('clinic assignment: a client invited with a therapist and a program', () => {
  let platform: MailPlatform;
  let api: TestApp;
  let fixtures: UserFixtures;
  let therapistUuid: string;
  const foreignPrograms: number[] = [];

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);

  const clinicForm = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Klara',
    last_name: `Klient${randomInt(1000, 9999)}`,
    email: `klinik-${randomUUID().slice(0, 8)}@sinnro.test`,
    phone: '070-1234567',
    national_id: `19${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
    company_uuid: DEMO_CLINIC.uuid,
    role: 'client',
    company_role: 'standard-user',
    permissions: ['user/credit.read.[user]'],
    products: ['digital_treatment'],
    ...overrides,
  });

  const invite = async (
    as: string,
    payload: Record<string, unknown>,
    language: 'sv' | 'en' = 'en',
  ): Promise<LightMyRequestResponse> => {
    const response = await fixtures.as(as, 'POST', '/api/v1/invitations', { payload, language });
    if (response.statusCode === 201) {
      const [user] = await sql<{ id: number }>('select id from users where uuid = ?', [
        response.json<InvitationBody>().user_uuid,
      ]);
      if (user) fixtures.track(user.id);
    }
    return response;
  };

  const mailedToken = async (email: string): Promise<string> => {
    let found = '';
    await platform.catcher.waitFor((mail) => {
      if (!mail.to.some((to) => to.address === email)) return false;
      found = /\/session\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';
      return found !== '';
    });
    return found;
  };

  const candidates = async (as: string, search: string): Promise<CandidateRow[]> => {
    const response = await fixtures.as(as, 'POST', '/api/get-my-candidates', {
      payload: { search },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: CandidateRow[] }>().data;
  };

  beforeAll(async () => {
    platform = await startMailPlatform();
    api = platform.api;
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const [therapist] = await sql<{ uuid: string }>('select uuid from users where email = ?', [
      CLINIC_THERAPIST,
    ]);
    therapistUuid = therapist.uuid;
  });
  afterAll(async () => {
    await api.orm.em.fork().nativeDelete(Program, { id: { $in: foreignPrograms } });
    await fixtures.cleanUp();
    await platform.close();
  });

  it('offers the clinic’s staff its therapists and programs, and nobody else', async () => {
    const url = `/api/v1/invitations/companies/${DEMO_CLINIC.uuid}/care/sv`;
    const answer = await fixtures.as(CLINIC_ADMIN, 'GET', url);
    expect(answer.statusCode).toBe(200);
    const options = answer.json<CareOptions>();
    expect(options.therapists).toContainEqual({ uuid: therapistUuid, name: 'Tove Lind' });
    // Only clinic therapists: not the clinic admin, not the clinic's client.
    expect(options.therapists.every((row) => row.name !== 'Kim Klinikklient')).toBe(true);
    expect(options.programs).toContainEqual(
      expect.objectContaining({
        uuid: DEMO_PROGRAMS.icbt.uuid,
        name: DEMO_PROGRAMS.icbt.name.sv,
        subscription_model_name: 'Therapist assisted',
      }),
    );
    const english = await fixtures.as(CLINIC_THERAPIST, 'GET', url.replace(/sv$/, 'en'));
    expect(english.statusCode).toBe(200);
    expect(english.json<CareOptions>().programs.map((row) => row.name)).toContain(
      DEMO_PROGRAMS.icbt.name.en,
    );
    expect((await fixtures.as('company-admin@example.com', 'GET', url)).statusCode).toBe(404);
    expect((await fixtures.as('client@example.com', 'GET', url)).statusCode).toBe(403);
  });

  it('assigns the therapist and starts the program on acceptance; the therapist then lists the client', async () => {
    const payload = clinicForm({
      therapist_uuid: therapistUuid,
      program_uuid: DEMO_PROGRAMS.icbt.uuid,
    });
    const created = await invite(CLINIC_ADMIN, payload);
    expect(created.statusCode).toBe(201);
    const invitation = created.json<InvitationBody>();
    expect(invitation).toMatchObject({
      therapist_uuid: therapistUuid,
      program_uuid: DEMO_PROGRAMS.icbt.uuid,
    });

    // Before acceptance: nothing assigned; those who reach every client see her as invited.
    expect(await candidates(CLINIC_THERAPIST, payload.email)).toEqual([]);
    const [pending] = await candidates('hc@example.com', payload.email);
    expect(pending).toMatchObject({ email: payload.email, status: 'invited' });
    expect(Date.parse(pending?.invited_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const token = await mailedToken(payload.email);
    const accepted = await api.request({
      method: 'POST',
      url: '/api/update-new-user-password',
      payload: { token, password: PASSWORD, password_confirmation: PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(accepted.statusCode).toBe(200);

    const [listed] = await candidates(CLINIC_THERAPIST, payload.email);
    expect(listed).toMatchObject({
      uuid: invitation.user_uuid,
      status: 'active',
      invited_at: null,
      subscription_models: ['Therapist assisted'],
    });
    // The clinic admin sees her too, among the clinic's members, as an active client.
    const [seenByAdmin] = await candidates(CLINIC_ADMIN, payload.email);
    expect(seenByAdmin).toMatchObject({ uuid: invitation.user_uuid, status: 'active' });
    const members = await fixtures.as(
      CLINIC_ADMIN,
      'GET',
      `/api/v1/companies/${DEMO_CLINIC.uuid}/users?per_page=100`,
    );
    expect(
      members
        .json<{ data: { email: string; status: string }[] }>()
        .data.find((row) => row.email === payload.email),
    ).toMatchObject({ status: 'active' });

    const modules = await sql<{ position: number; is_open: boolean; published: boolean }>(
      `select sm.position, sm.is_open, cm.is_published as published
         from subscription_modules sm
         join program_subscriptions ps on ps.id = sm.subscription_id
         join program_subscription_programs spp on spp.subscription_id = ps.id
         join programs p on p.id = spp.program_id
         join modules cm on cm.id = sm.module_id
         join users u on u.id = ps.user_id
        where u.uuid = ? and p.uuid = ? order by sm.position`,
      [invitation.user_uuid, DEMO_PROGRAMS.icbt.uuid],
    );
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.every((row) => row.published)).toBe(true);
    expect(modules.map((row) => row.is_open)).toEqual(modules.map((_, index) => index === 0));
    const [event] = await sql<{ details: Record<string, unknown> }>(
      `select details from audit_events where event = 'invitation.accept' and subject_id = ?`,
      [invitation.uuid],
    );
    expect(event?.details).toMatchObject({
      therapist_uuid: therapistUuid,
      program_uuid: DEMO_PROGRAMS.icbt.uuid,
    });
  });

  it('makes the clinic therapist who invites a client without naming one that client’s therapist', async () => {
    const payload = clinicForm();
    const created = await invite(CLINIC_THERAPIST, payload);
    expect(created.statusCode).toBe(201);
    expect(created.json<InvitationBody>()).toMatchObject({
      therapist_uuid: therapistUuid,
      program_uuid: null,
    });
    const token = await mailedToken(payload.email);
    const accepted = await api.request({
      method: 'POST',
      url: '/api/update-new-user-password',
      payload: { token, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await candidates(CLINIC_THERAPIST, payload.email)).map((row) => row.email)).toEqual([
      payload.email,
    ]);
  });

  it('refuses a therapist or program that is not the clinic’s (400 in English and Swedish)', async () => {
    const outsider = await fixtures.user(
      {
        email: `annan-terapeut-${randomUUID().slice(0, 8)}@sinnro.test`,
        firstName: 'Annan',
        lastName: 'Terapeut',
        role: 'clinic-therapist',
      },
      { withPassword: true },
    );
    // A program with the iCBT program's modules that the clinic does not offer.
    const em = api.orm.em.fork();
    const icbt = await em.findOneOrFail(Program, { uuid: DEMO_PROGRAMS.icbt.uuid });
    const foreignProgram = em.create(Program, {
      durationDays: 30,
      subscriptionModel: icbt.subscriptionModel,
    });
    await em.flush();
    foreignPrograms.push(foreignProgram.id);
    for (const item of await em.find(ProgramModule, { program: icbt })) {
      em.create(ProgramModule, {
        program: foreignProgram,
        module: item.module,
        kind: item.kind,
        position: item.position,
      });
    }
    await em.flush();
    const [client] = await sql<{ uuid: string }>('select uuid from users where email = ?', [
      DEMO_CLINIC.client,
    ]);
    const english = await invite(
      CLINIC_ADMIN,
      clinicForm({ therapist_uuid: outsider.uuid, program_uuid: foreignProgram.uuid }),
    );
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      errors: {
        therapist_uuid: 'The therapist does not belong to the clinic',
        program_uuid: 'The clinic does not offer this program',
      },
    });
    const swedish = await invite(
      CLINIC_ADMIN,
      clinicForm({ therapist_uuid: client?.uuid, program_uuid: randomUUID() }),
      'sv',
    );
    expect(swedish.statusCode).toBe(400);
    expect(swedish.json()).toMatchObject({
      errors: {
        therapist_uuid: 'Behandlaren hör inte till kliniken',
        program_uuid: 'Programmet erbjuds inte av kliniken',
      },
    });
    const clinician = await invite(
      CLINIC_ADMIN,
      clinicForm({
        role: 'clinic-therapist',
        permissions: ['faq.read.[therapist]'],
        therapist_uuid: therapistUuid,
      }),
    );
    expect(clinician.statusCode).toBe(400);
    expect(clinician.json()).toMatchObject({
      errors: { therapist_uuid: 'A therapist and a program can only be given to a client' },
    });
    const malformed = await invite(CLINIC_ADMIN, clinicForm({ therapist_uuid: 'not-a-uuid' }));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json<{ errors: object }>().errors)).toEqual(['therapist_uuid']);
    // Nothing was made by the refused forms.
    expect(await sql('select 1 from invitations where therapist_id = ?', [outsider.id])).toEqual(
      [],
    );
  });

  it('answers another clinic’s admin 404 for this clinic’s invitations and options', async () => {
    const em = api.orm.em.fork();
    const { company } = await fixtures.company(`Annan klinik ${randomUUID().slice(0, 6)}`, []);
    await em.nativeUpdate(Company, { id: company.id }, { types: ['clinic'] });
    const otherAdmin = await fixtures.user(
      {
        email: `annan-admin-${randomUUID().slice(0, 8)}@sinnro.test`,
        firstName: 'Annan',
        lastName: 'Klinikadmin',
        role: 'clinic-admin',
      },
      { withPassword: true },
    );
    await fixtures.member(otherAdmin.id, company.uuid);
    const refused = await invite(
      otherAdmin.email,
      clinicForm({ therapist_uuid: therapistUuid, program_uuid: DEMO_PROGRAMS.icbt.uuid }),
    );
    expect(refused.statusCode).toBe(404);
    const options = await fixtures.as(
      otherAdmin.email,
      'GET',
      `/api/v1/invitations/companies/${DEMO_CLINIC.uuid}/care/en`,
    );
    expect(options.statusCode).toBe(404);
    // Its own clinic answers, with nobody of this clinic in it.
    const own = await fixtures.as(
      otherAdmin.email,
      'GET',
      `/api/v1/invitations/companies/${company.uuid}/care/en`,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json<CareOptions>()).toEqual({ therapists: [], programs: [] });
  });
});
