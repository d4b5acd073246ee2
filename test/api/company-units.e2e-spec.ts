import { randomUUID } from 'node:crypto';
import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Unit {
  id: number;
  uuid: string;
  company_uuid: string;
  parent_uuid: string | null;
  name: string;
  type: string | null;
  legal_entity: boolean;
  legal_name: string | null;
  vat_number: string | null;
  visible_to_everyone: boolean;
  sub_units_count: number;
}

const [LEDNING, PRODUKTION, GOTEBORG] = DEMO_COMPANY.units.map((unit) => unit.uuid);
const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const LEGAL_ENTITY = {
  legal_entity: true,
  legal_name: 'Avdelning Väst AB',
  vat_number: 'SE556677889901',
  street_address: 'Hamngatan 2',
  postcode: '411 06',
  city: 'Göteborg',
  contact_name: 'Vera Väst',
  visible_to_everyone: true,
};

describe('units and sub-units', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let companyUuid: string;
  /** a → a1 → a1x → a1x1 (four levels), and b. */
  const units: Record<string, Unit> = {};
  let unitAdmin: string;

  const base = () => `/api/v1/companies/${companyUuid}/units`;
  const post = (
    payload: Record<string, unknown>,
    as = 'admin@example.com',
    language?: 'sv' | 'en',
  ) => fixtures.as(as, 'POST', base(), { payload, language });
  const names = (rows: Unit[]) => rows.map((row) => row.name);

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const { company } = await fixtures.company(`Enhetsbolaget ${randomUUID().slice(0, 8)}`, []);
    companyUuid = company.uuid;
    units.a = (await post({ name: 'A-enheten', type: 'Admin' })).json<Unit>();
    units.b = (await post({ name: 'B-enheten' })).json<Unit>();
    units.a1 = (await post({ name: 'A1', parent_uuid: units.a.uuid })).json<Unit>();
    units.a1x = (await post({ name: 'A1x', parent_uuid: units.a1.uuid })).json<Unit>();
    units.a1x1 = (await post({ name: 'A1x1', parent_uuid: units.a1x.uuid })).json<Unit>();
    const user = await fixtures.user(
      {
        email: `unit-admin-${randomUUID().slice(0, 8)}@sinnro.test`,
        firstName: 'Ulla',
        lastName: 'Enhet',
      },
      { withPassword: true },
    );
    await fixtures.member(user.id, companyUuid, {
      unitUuid: units.a1.uuid,
      companyRole: 'company-admin',
    });
    unitAdmin = user.email;
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  describe('POST /api/v1/companies/{company}/units', () => {
    it('creates units and sub-units of any depth', () => {
      expect(units.a).toMatchObject({
        name: 'A-enheten',
        type: 'Admin',
        company_uuid: companyUuid,
        parent_uuid: null,
        legal_entity: false,
        sub_units_count: 0,
      });
      expect(units.a1x1).toMatchObject({ name: 'A1x1', parent_uuid: units.a1x?.uuid });
    });

    it('requires the legal-entity fields when the flag is on, each by field, in en and sv', async () => {
      const en = await post({ name: 'Juridisk', legal_entity: true, legal_name: 'Juridisk AB' });
      expect(en.statusCode).toBe(400);
      expect(en.json<{ errors: object }>().errors).toEqual({
        vat_number: 'VAT number is required',
        street_address: 'Street address is required',
        postcode: 'Postcode is required',
        city: 'City is required',
        contact_name: 'Contact name is required',
      });
      const sv = await post({ legal_entity: true }, 'admin@example.com', 'sv');
      expect(sv.json<{ errors: object }>().errors).toEqual({ name: 'Namn är obligatoriskt' });
      const svLegal = await post(
        { name: 'Juridisk', legal_entity: true },
        'admin@example.com',
        'sv',
      );
      expect(svLegal.json<{ errors: object }>().errors).toEqual({
        legal_name: 'Juridiskt namn är obligatoriskt',
        vat_number: 'Momsregistreringsnummer är obligatoriskt',
        street_address: 'Gatuadress är obligatorisk',
        postcode: 'Postnummer är obligatoriskt',
        city: 'Ort är obligatorisk',
        contact_name: 'Kontaktperson är obligatorisk',
      });
      const ok = await post({ name: 'Väst', parent_uuid: units.b?.uuid, ...LEGAL_ENTITY });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ ...LEGAL_ENTITY, parent_uuid: units.b?.uuid });
    });

    it('refuses a parent of another company or an unknown one', async () => {
      for (const parent of [LEDNING, randomUUID()]) {
        const response = await post({ name: 'Fel förälder', parent_uuid: parent });
        expect(response.json()).toMatchObject({
          errors: { parent_uuid: 'The parent unit does not exist in this company' },
        });
      }
    });

    it('is refused to company admins (403), and 404 for an unknown company', async () => {
      expect((await post({ name: 'X' }, unitAdmin)).statusCode).toBe(403);
      const missing = await fixtures.as(
        'admin@example.com',
        'POST',
        `/api/v1/companies/${randomUUID()}/units`,
        {
          payload: { name: 'X' },
        },
      );
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET …/units, …/units/{unit} and …/sub-units', () => {
    it('lists the top units by name for staff, or every unit with all=true', async () => {
      const top = (await fixtures.as('admin@example.com', 'GET', base())).json<Unit[]>();
      expect(names(top)).toEqual(['A-enheten', 'B-enheten']);
      expect(top[0]?.sub_units_count).toBe(1);
      const all = (await fixtures.as('hc@example.com', 'GET', `${base()}?all=true`)).json<Unit[]>();
      expect(names(all)).toEqual(['A-enheten', 'A1', 'A1x', 'A1x1', 'B-enheten', 'Väst']);
    });

    it('answers one unit and the direct sub-units of any level', async () => {
      const one = await fixtures.as('admin@example.com', 'GET', `${base()}/${units.a1x?.uuid}`);
      expect(one.json()).toMatchObject({
        name: 'A1x',
        parent_uuid: units.a1?.uuid,
        sub_units_count: 1,
      });
      const sub = await fixtures.as(
        'admin@example.com',
        'GET',
        `${base()}/${units.a1x?.uuid}/sub-units`,
      );
      expect(names(sub.json<Unit[]>())).toEqual(['A1x1']);
      const leaf = await fixtures.as(
        'admin@example.com',
        'GET',
        `${base()}/${units.a1x1?.uuid}/sub-units`,
      );
      expect(leaf.json()).toEqual([]);
    });

    it('lets a unit admin see their unit and its sub-units at any depth, nothing else (404)', async () => {
      const top = (await fixtures.as(unitAdmin, 'GET', base())).json<Unit[]>();
      expect(names(top)).toEqual(['A1']);
      const all = (await fixtures.as(unitAdmin, 'GET', `${base()}?all=true`)).json<Unit[]>();
      expect(names(all)).toEqual(['A1', 'A1x', 'A1x1']);
      for (const unit of ['a1', 'a1x', 'a1x1']) {
        const response = await fixtures.as(unitAdmin, 'GET', `${base()}/${units[unit]?.uuid}`);
        expect({ unit, status: response.statusCode }).toEqual({ unit, status: 200 });
      }
      const sub = await fixtures.as(unitAdmin, 'GET', `${base()}/${units.a1?.uuid}/sub-units`);
      expect(names(sub.json<Unit[]>())).toEqual(['A1x']);
      for (const url of [
        `${base()}/${units.a?.uuid}`,
        `${base()}/${units.b?.uuid}`,
        `${base()}/${units.a?.uuid}/sub-units`,
        `/api/v1/companies/${DEMO_COMPANY.uuid}/units`,
        `/api/v1/companies/${DEMO_COMPANY.uuid}/units/${LEDNING}`,
      ]) {
        const response = await fixtures.as(unitAdmin, 'GET', url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    });

    it('gives the demo company admin Ledning only; other units and the other company are 404', async () => {
      const demo = `/api/v1/companies/${DEMO_COMPANY.uuid}/units`;
      const list = await fixtures.as('company-admin@example.com', 'GET', demo);
      expect(list.json<Unit[]>().map((row) => row.uuid)).toEqual([LEDNING]);
      const own = await fixtures.as('company-admin@example.com', 'GET', `${demo}/${LEDNING}`);
      expect(own.json()).toMatchObject({ uuid: LEDNING, name: 'Ledning', type: 'Admin' });
      for (const url of [
        `${demo}/${PRODUKTION}`,
        `${demo}/${GOTEBORG}`,
        `${demo}/${PRODUKTION}/sub-units`,
        `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}/units`,
        `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}/units/${DEMO_OTHER_COMPANY.unit.uuid}`,
        `/api/v1/companies/${DEMO_COMPANY.uuid}/units/${DEMO_OTHER_COMPANY.unit.uuid}`,
      ]) {
        const response = await fixtures.as('company-admin@example.com', 'GET', url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    });

    it('refuses callers without unit read (403) and malformed ids (400)', async () => {
      expect((await fixtures.as('client@example.com', 'GET', base())).statusCode).toBe(403);
      const bad = await fixtures.as('admin@example.com', 'GET', `${base()}/nope`);
      expect(bad.json()).toMatchObject({ errors: { unit: 'Must be a valid id' } });
    });
  });

  describe('PUT /api/v1/companies/{company}/units/{unit}', () => {
    it('changes the fields sent and checks the legal entity after the change', async () => {
      const url = `${base()}/${units.b?.uuid}`;
      const renamed = await fixtures.as('admin@example.com', 'PUT', url, {
        payload: { name: 'B-enheten', type: 'Sales' },
      });
      expect(renamed.json()).toMatchObject({ name: 'B-enheten', type: 'Sales', parent_uuid: null });
      const legal = await fixtures.as('admin@example.com', 'PUT', url, {
        payload: { legal_entity: true, legal_name: 'B AB' },
      });
      expect(Object.keys(legal.json<{ errors: object }>().errors).sort()).toEqual([
        'city',
        'contact_name',
        'postcode',
        'street_address',
        'vat_number',
      ]);
      const cleared = await fixtures.as('admin@example.com', 'PUT', `${base()}/${units.b?.uuid}`, {
        payload: { name: '' },
      });
      expect(cleared.json()).toMatchObject({ errors: { name: 'Name is required' } });
    });

    it('moves a unit but never under itself or its own sub-units, nor to another company', async () => {
      for (const parent of [units.a?.uuid, units.a1x1?.uuid]) {
        const response = await fixtures.as(
          'admin@example.com',
          'PUT',
          `${base()}/${units.a?.uuid}`,
          {
            payload: { parent_uuid: parent },
          },
        );
        expect(response.json()).toMatchObject({
          errors: { parent_uuid: 'A unit cannot be placed under itself or its own sub-units' },
        });
      }
      const sv = await fixtures.as('admin@example.com', 'PUT', `${base()}/${units.a?.uuid}`, {
        payload: { parent_uuid: units.a1?.uuid },
        language: 'sv',
      });
      expect(sv.json()).toMatchObject({
        errors: {
          parent_uuid: 'En enhet kan inte ligga under sig själv eller sina egna underenheter',
        },
      });
      const foreign = await fixtures.as('admin@example.com', 'PUT', `${base()}/${units.a?.uuid}`, {
        payload: { parent_uuid: DEMO_OTHER_COMPANY.unit.uuid },
      });
      expect(foreign.json()).toMatchObject({
        errors: { parent_uuid: 'The parent unit does not exist in this company' },
      });
      const moved = await fixtures.as('admin@example.com', 'PUT', `${base()}/${units.a1x1?.uuid}`, {
        payload: { parent_uuid: units.b?.uuid },
      });
      expect(moved.json()).toMatchObject({ parent_uuid: units.b?.uuid });
      const back = await fixtures.as('admin@example.com', 'PUT', `${base()}/${units.a1x1?.uuid}`, {
        payload: { parent_uuid: units.a1x?.uuid },
      });
      expect(back.json()).toMatchObject({ parent_uuid: units.a1x?.uuid });
      const top = await fixtures.as('admin@example.com', 'PUT', `${base()}/${units.a1x1?.uuid}`, {
        payload: { parent_uuid: null },
      });
      expect(top.json()).toMatchObject({ parent_uuid: null });
      await fixtures.as('admin@example.com', 'PUT', `${base()}/${units.a1x1?.uuid}`, {
        payload: { parent_uuid: units.a1x?.uuid },
      });
    });

    it('is refused to a company admin (403) and 404 for a unit of another company', async () => {
      const response = await fixtures.as(unitAdmin, 'PUT', `${base()}/${units.a1?.uuid}`, {
        payload: { name: 'X' },
      });
      expect(response.statusCode).toBe(403);
      const foreign = await fixtures.as('admin@example.com', 'PUT', `${base()}/${LEDNING}`, {
        payload: { name: 'X' },
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('/api/admin/company-units (react-admin)', () => {
    it('filters by company_id and parent_id, with Content-Range', async () => {
      const top = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/company-units?filter=${encode({ company_id: companyUuid, parent_id: null })}`,
      );
      expect(top.headers['content-range']).toBe('company-units 0-1/2');
      expect(top.json<(Omit<Unit, 'id'> & { id: string; company_id: string })[]>()).toEqual([
        expect.objectContaining({ id: units.a?.uuid, company_id: companyUuid, parent_id: null }),
        expect.objectContaining({ id: units.b?.uuid }),
      ]);
      const children = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/company-units?filter=${encode({ parent_id: units.a1?.uuid })}`,
      );
      expect(names(children.json<Unit[]>())).toEqual(['A1x']);
      const scoped = await fixtures.as(
        unitAdmin,
        'GET',
        `/api/admin/company-units?filter=${encode({ company_id: companyUuid })}`,
      );
      expect(names(scoped.json<Unit[]>())).toEqual(['A1', 'A1x', 'A1x1']);
      const bad = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/company-units?filter=${encode({ company_id: 'x' })}`,
      );
      expect(bad.json()).toMatchObject({ errors: { 'filter.company_id': 'Must be a valid id' } });
    });

    it('creates, reads and saves a record back (react-admin round trip)', async () => {
      const created = await fixtures.as('admin@example.com', 'POST', '/api/admin/company-units', {
        payload: { company_id: companyUuid, name: 'Konsolenhet', parent_uuid: units.b?.uuid },
      });
      expect(created.statusCode).toBe(201);
      const record = created.json<Omit<Unit, 'id'> & { id: string }>();
      expect(record).toMatchObject({
        name: 'Konsolenhet',
        parent_id: units.b?.uuid,
        company_id: companyUuid,
      });
      const read = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/company-units/${record.id}`,
      );
      expect(read.json()).toEqual(record);
      const saved = await fixtures.as(
        'admin@example.com',
        'PUT',
        `/api/admin/company-units/${record.id}`,
        {
          payload: { ...read.json<object>(), name: 'Konsolenhet 2', parent_id: units.a?.uuid },
        },
      );
      expect(saved.json()).toMatchObject({
        id: record.id,
        name: 'Konsolenhet 2',
        parent_id: units.a?.uuid,
      });
      const foreign = await fixtures.as(
        unitAdmin,
        'GET',
        `/api/admin/company-units/${units.b?.uuid}`,
      );
      expect(foreign.statusCode).toBe(404);
    });
  });
});
