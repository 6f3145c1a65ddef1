import { MAX_PAGE_SIZE, STAFF_NOTE_MAX_LENGTH } from '@solar/shared-contracts';
import { Volunteer } from '../src/volunteers/volunteer.entity';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

const path = '/api/staff/volunteers';

const application = (firstName: string, email: string, overrides: Partial<Volunteer> = {}): Partial<Volunteer> => ({
  firstName,
  lastName: 'Khan',
  email,
  phone: '+92 300 1234567',
  address: '12 Mall Road',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
  dateOfBirth: '1995-04-12',
  occupation: 'Electrical engineer',
  skills: 'Wiring',
  interests: 'Schools',
  availability: 'Weekends',
  experience: null,
  motivation: 'To help',
  emergencyContactName: 'Bilal Khan',
  emergencyContactPhone: '+92 300 7654321',
  emergencyContactRelation: 'Brother',
  hasTransportation: true,
  backgroundCheckConsent: true,
  agreesToTerms: true,
  status: 'pending',
  ...overrides,
});

describe(`Staff: volunteer applications (${driverName})`, () => {
  let t: TestApp;
  let cookie: string;
  const ids = { Amina: 0, Bilal: 0, Chidi: 0, Dana: 0 };
  const get = (url: string) => fromSite(t.http).get(url).set('Cookie', cookie);
  const patch = (id: number | undefined, body: object) =>
    fromSite(t.http).patch(`${path}/${id}`).set('Cookie', cookie).send(body);
  const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie } = await signInAs(t, 'staff'));
    const volunteers = t.dataSource.getRepository(Volunteer);
    const rows = [
      application('Amina', 'amina@example.org', { status: 'accepted', city: 'Karachi' }),
      application('Bilal', 'bilal@example.org', { skills: 'Teaching physics' }),
      application('Chidi', 'chidi@example.org'),
      application('Dana', 'dana@example.org', { status: 'reviewing' }),
    ];
    for (const [index, row] of rows.entries()) {
      const saved = await volunteers.save(
        volunteers.create({ ...row, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }),
      );
      ids[row.firstName as keyof typeof ids] = saved.id;
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a session', async () => {
    await fromSite(t.http).get(path).expect(401);
    await fromSite(t.http).get(`${path}/${ids.Amina}`).expect(401);
    await fromSite(t.http).patch(`${path}/${ids.Amina}`).send({ status: 'withdrawn' }).expect(401);
  });

  it('lists applications newest first, never cached, filtered by status and searched', async () => {
    const all = await get(path).expect(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.body).toMatchObject({ page: 1, pageSize: 25, total: 4 });
    expect(idsOf(all.body)).toEqual([ids.Dana, ids.Chidi, ids.Bilal, ids.Amina]);
    expect(idsOf((await get(`${path}?status=pending`).expect(200)).body)).toEqual([ids.Chidi, ids.Bilal]);
    expect(idsOf((await get(`${path}?status=accepted`).expect(200)).body)).toEqual([ids.Amina]);
    expect(idsOf((await get(`${path}?q=karachi`).expect(200)).body)).toEqual([ids.Amina]);
    expect(idsOf((await get(`${path}?q=PHYSICS`).expect(200)).body)).toEqual([ids.Bilal]);
    expect(idsOf((await get(`${path}?q=chidi@example`).expect(200)).body)).toEqual([ids.Chidi]);
    await get(`${path}?status=hired`).expect(400);
  });

  it('pages, and refuses a page size over the maximum', async () => {
    expect(idsOf((await get(`${path}?page=3&pageSize=1`).expect(200)).body)).toEqual([ids.Bilal]);
    await get(`${path}?pageSize=${MAX_PAGE_SIZE + 1}`).expect(400);
  });

  it('shows every field of one application, with its status and staff note', async () => {
    const response = await get(`${path}/${ids.Amina}`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      id: ids.Amina,
      firstName: 'Amina',
      lastName: 'Khan',
      email: 'amina@example.org',
      city: 'Karachi',
      province: 'Punjab',
      dateOfBirth: '1995-04-12',
      emergencyContactRelation: 'Brother',
      hasTransportation: true,
      backgroundCheckConsent: true,
      agreesToTerms: true,
      status: 'accepted',
      staffNote: null,
    });
    await get(`${path}/999999`).expect(404);
  });

  it('moves an application pending → reviewing → accepted, each move audited', async () => {
    expect((await patch(ids.Bilal, { status: 'reviewing' }).expect(200)).body).toMatchObject({
      id: ids.Bilal,
      status: 'reviewing',
    });
    expect((await patch(ids.Bilal, { status: 'accepted' }).expect(200)).body).toMatchObject({ status: 'accepted' });
    expect(await auditRowsOf(t, 'volunteer', ids.Bilal)).toEqual([
      {
        action: 'volunteer.status',
        actorUsername: 'test-staff',
        before: { status: 'pending' },
        after: { status: 'reviewing' },
      },
      {
        action: 'volunteer.status',
        actorUsername: 'test-staff',
        before: { status: 'reviewing' },
        after: { status: 'accepted' },
      },
    ]);
  });

  it('refuses a move the workflow does not allow with 409 and a clear message, changing nothing', async () => {
    const skip = await patch(ids.Chidi, { status: 'accepted' }).expect(409);
    expect(skip.body.message).toBe(
      'An application that is pending cannot move to accepted: it can only move to reviewing or withdrawn',
    );
    const back = await patch(ids.Amina, { status: 'pending', staffNote: 'lost' }).expect(409);
    expect(back.body.message).toBe(
      'An application that is accepted cannot move to pending: it can only move to withdrawn',
    );
    expect((await get(`${path}/${ids.Amina}`).expect(200)).body).toMatchObject({ status: 'accepted', staffNote: null });
    expect(await auditRowsOf(t, 'volunteer', ids.Chidi)).toEqual([]);
    await patch(ids.Chidi, { status: 'hired' }).expect(400);
  });

  it('keeps a staff note (trimmed, audited), clears it when blank, and refuses one too long', async () => {
    expect((await patch(ids.Chidi, { staffNote: '  Call after Eid  ' }).expect(200)).body).toMatchObject({
      staffNote: 'Call after Eid',
      status: 'pending',
    });
    expect((await patch(ids.Chidi, { staffNote: ' ' }).expect(200)).body).toMatchObject({ staffNote: null });
    await patch(ids.Chidi, { staffNote: 'x'.repeat(STAFF_NOTE_MAX_LENGTH + 1) }).expect(400);
    expect(await auditRowsOf(t, 'volunteer', ids.Chidi)).toEqual([
      {
        action: 'volunteer.note',
        actorUsername: 'test-staff',
        before: { staffNote: null },
        after: { staffNote: 'Call after Eid' },
      },
      {
        action: 'volunteer.note',
        actorUsername: 'test-staff',
        before: { staffNote: 'Call after Eid' },
        after: { staffNote: null },
      },
    ]);
  });

  it('lets only one of two people deciding at once win: the other gets 409 and one audit row is written', async () => {
    const [accept, decline] = await Promise.all([
      patch(ids.Dana, { status: 'accepted' }),
      patch(ids.Dana, { status: 'declined' }),
    ]);
    expect([accept.status, decline.status].sort()).toEqual([200, 409]);
    const winner = accept.status === 200 ? 'accepted' : 'declined';
    expect((await get(`${path}/${ids.Dana}`).expect(200)).body.status).toBe(winner);
    expect(await auditRowsOf(t, 'volunteer', ids.Dana)).toEqual([
      {
        action: 'volunteer.status',
        actorUsername: 'test-staff',
        before: { status: 'reviewing' },
        after: { status: winner },
      },
    ]);
  });

  it('refuses a change from another origin', async () => {
    await fromSite(t.http)
      .patch(`${path}/${ids.Chidi}`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie)
      .send({ status: 'reviewing' })
      .expect(403);
  });
});
