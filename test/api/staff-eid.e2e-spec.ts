import { decodePayload } from '../support/tokens';
import { DEFAULT_SEED_PASSWORD, DEMO_CLINIC } from 'src/database/seeders/demo-accounts';
import { luhnCheckDigit } from 'src/access/eid/personal-number';
import { secretTokenHash } from 'src/access/password-reset/secret-token';
import { Company } from 'src/companies/company.entity';
import { Invitation } from 'src/invitations/invitation.entity';
import { createAccount } from '../support/test-accounts';
import { nationalIdColumns } from '../support/national-ids';
import { User } from 'src/users/user.entity';
import { EidBrowser } from '../support/eid-browser';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

/** The demo therapist-premium's personal number (demo-accounts.ts). */
const THERAPIST_PREMIUM_NUMBER = '198505153471';
/** A number no other test uses, given to the demo coach for this file only. */
const COACH_NUMBER = '197303031236';
const EID_TEXT = {
  sv: 'Logga in med BankID: din roll kräver e-legitimation',
  en: 'Sign in with BankID: your role requires e-ID',
};

describe('Staff must sign in with e-ID (REQUIRE_EID_FOR and the company flag)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ REQUIRE_EID_FOR: 'therapist-premium,hc,company-admin' });
    await seedDemo(api);
  });
  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeUpdate(Company, { uuid: DEMO_CLINIC.uuid }, { requireEidForStaff: false });
    await em.nativeUpdate(
      User,
      { email: 'hc@example.com' },
      { nationalIdSealed: null, nationalIdIndex: null },
    );
    await api.close();
  });

  const login = (email: string, password = DEFAULT_SEED_PASSWORD, language = 'sv') =>
    api.request({
      method: 'POST',
      url: '/client/login',
      payload: { email, password },
      headers: { 'accept-language': language },
    });

  it('answers a listed role the e-ID text in sv and en after a correct password', async () => {
    for (const language of ['sv', 'en'] as const) {
      const response = await login(
        'therapist-premium@example.com',
        DEFAULT_SEED_PASSWORD,
        language,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, message: EID_TEXT[language] });
      expect(response.body).not.toContain('token');
    }
    const coach = await login('hc@example.com', DEFAULT_SEED_PASSWORD, 'en');
    expect(coach.json()).toMatchObject({ statusCode: 403, message: EID_TEXT.en });
  });

  it('answers the usual text to a wrong password, so the e-ID text does not tell who is staff', async () => {
    const response = await login('therapist-premium@example.com', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Felaktigt användarnamn eller lösenord' });
  });

  it('still lets the listed role in with e-ID', async () => {
    const landing = await new EidBrowser(api).loginWithEid(THERAPIST_PREMIUM_NUMBER, 'therapist');
    expect(landing.token).not.toBeNull();
    expect(decodePayload(String(landing.token))).toMatchObject({
      user: { roles: ['therapist-premium'] },
    });
  });

  it('leaves clients and unlisted roles with their password', async () => {
    for (const email of [
      'client@example.com',
      'admin@example.com',
      'clinic-therapist@example.com',
    ]) {
      expect((await login(email)).statusCode).toBe(200);
    }
  });

  it('reaches company administrators when company-admin is listed', async () => {
    const response = await login('company-admin@example.com', DEFAULT_SEED_PASSWORD, 'en');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: EID_TEXT.en });
    // A plain member of the same company is a client, and not reached.
    expect((await login('client@example.com')).statusCode).toBe(200);
  });

  it("applies a company's flag, set by an admin, to that company's staff only", async () => {
    const admin = await loginAs(api, 'admin@example.com');
    const update = await api.request({
      method: 'PUT',
      url: `/api/admin/companies/${DEMO_CLINIC.uuid}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { require_eid_for_staff: true },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ require_eid_for_staff: true });
    const shown = await api.request({
      method: 'GET',
      url: `/api/admin/companies/${DEMO_CLINIC.uuid}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(shown.json()).toMatchObject({ require_eid_for_staff: true });

    for (const email of ['clinic-therapist@example.com', 'clinic-admin@example.com']) {
      const response = await login(email, DEFAULT_SEED_PASSWORD, 'en');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: EID_TEXT.en });
    }
    // The clinic's client, and people of other companies, keep their password login.
    expect((await login(DEMO_CLINIC.client)).statusCode).toBe(200);
    expect((await login('client@example.com')).statusCode).toBe(200);

    const off = await api.request({
      method: 'PUT',
      url: `/api/admin/companies/${DEMO_CLINIC.uuid}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { require_eid_for_staff: false },
    });
    expect(off.json()).toMatchObject({ require_eid_for_staff: false });
    expect((await login('clinic-therapist@example.com')).statusCode).toBe(200);
  });
  it("saves an invited staff member's first password but starts no session: e-ID instead", async () => {
    const user = await createAccount(api, { password: null, role: 'therapist-premium' });
    const token = `invite-${user.uuid}-secret`;
    const em = api.orm.em.fork();
    em.create(Invitation, {
      user: user.id,
      role: 'therapist-premium',
      tokenHash: secretTokenHash(token),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    await em.flush();
    const password = 'Mitt-forsta-losenord-7';
    const response = await api.request({
      method: 'POST',
      url: '/api/update-new-user-password',
      payload: { token, password, password_confirmation: password },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: EID_TEXT.en });
    expect(response.body).not.toContain('"token"');
    // The password was saved; it still only answers the e-ID text.
    const again = await login(user.email, password, 'sv');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: EID_TEXT.sv });
  });
  it('lets only an administrator change the switch; a health coach may send it unchanged', async () => {
    // The coach must use e-ID here (REQUIRE_EID_FOR lists hc): give the demo coach a number.
    const coachNumber = COACH_NUMBER;
    await api.orm.em
      .fork()
      .nativeUpdate(User, { email: 'hc@example.com' }, nationalIdColumns(coachNumber));
    const coach = String((await new EidBrowser(api).loginWithEid(coachNumber, 'therapist')).token);
    const put = (payload: object) =>
      api.request({
        method: 'PUT',
        url: `/api/admin/companies/${DEMO_CLINIC.uuid}`,
        headers: { authorization: `Bearer ${coach}`, 'accept-language': 'en' },
        payload,
      });
    const refused = await put({ require_eid_for_staff: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Only an administrator can change whether staff must sign in with e-ID',
    });
    const unchanged = await put({ require_eid_for_staff: false, name: DEMO_CLINIC.name });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ require_eid_for_staff: false });
  });
  it("signs listed staff in to the console with e-ID: the login returns to the console's page", async () => {
    const browser = new EidBrowser(api);
    const { pageUrl } = await browser.openIssuerPage({ kind: 'therapist', app: 'console' });
    const landing = await browser.signIn(THERAPIST_PREMIUM_NUMBER, pageUrl);
    expect(landing.url.origin + landing.url.pathname).toBe(
      `${api.environment.CONSOLE_URL.replace(/\/+$/, '')}/process-login`,
    );
    expect(decodePayload(String(landing.token))).toMatchObject({
      user: { roles: ['therapist-premium'] },
    });

    // Nobody registers at the console: an unknown person, even from the client tab, is refused.
    const stranger = new EidBrowser(api);
    const strangerPage = await stranger.openIssuerPage({ kind: 'client', app: 'console' });
    // A number of its own: the e-ID tests that share this database sign the issuer's named test
    // persons up.
    const serial = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
    const nine = `770707${serial}`;
    const strangerNumber = `19${nine}${luhnCheckDigit(nine)}`;
    const refused = await stranger.signIn(strangerNumber, strangerPage.pageUrl);
    expect(refused.url.pathname).toBe('/process-login');
    expect(refused.url.origin).toBe(new URL(api.environment.CONSOLE_URL).origin);
    expect(refused.fragment.get('error')).toBe('no_account');
    expect(refused.token).toBeNull();
    expect(refused.auth2).toBeNull();
  });
});
