import request from 'supertest';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';

describe(`staff projects (${driverName})`, () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie } = await signInAs(t, 'staff'));
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string) => request(t.http).get(path).set('Cookie', cookie);
  const patch = (id: number | string, body: object) =>
    fromSite(t.http).patch(`/api/staff/projects/${id}`).set('Cookie', cookie).send(body);
  const publicProject = async (id: number) => (await request(t.http).get(`/api/projects/${id}`).expect(200)).body;

  it('lists projects by id with their editable fields, no-store', async () => {
    const response = await get('/api/staff/projects').expect(200).expect('Cache-Control', 'no-store');
    expect(response.body).toMatchObject({ page: 1, pageSize: 25, total: 4 });
    expect(response.body.items[0]).toEqual({
      id: 1,
      title: 'Orphanage Solar Initiative',
      description: expect.stringContaining('Lahore'),
      location: 'Lahore, Punjab, Pakistan',
      targetAmount: 35000,
      raisedAmount: 8500,
      currency: 'GBP',
      status: 'active',
      progressPercentage: 24,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const searched = await get('/api/staff/projects?q=punjab&pageSize=1').expect(200);
    expect(searched.body).toMatchObject({ pageSize: 1, total: 3, items: [{ id: 1 }] });
  });

  it('reads one project, 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/staff/projects/2').expect(200)).body).toMatchObject({
      id: 2,
      title: 'Punjab Rural Schools Program',
    });
    await get('/api/staff/projects/999').expect(404);
    await get('/api/staff/projects/abc').expect(400);
  });

  it('edits a project, shows it on the public API at once and audits before and after', async () => {
    const response = await patch(3, { title: '  Mosque Solar Roof  ', targetAmount: 40000, status: 'active' })
      .expect(200)
      .expect('Cache-Control', 'no-store');
    const raised = (await publicProject(3)).raisedAmount as number;
    const progress = Math.round((raised * 100) / 40000);
    expect(response.body).toMatchObject({
      id: 3,
      title: 'Mosque Solar Roof',
      targetAmount: 40000,
      status: 'active',
      raisedAmount: raised,
      progressPercentage: progress,
    });
    expect(await publicProject(3)).toMatchObject({
      title: 'Mosque Solar Roof',
      targetAmount: 40000,
      raisedAmount: raised,
      progressPercentage: progress,
    });
    const [entry] = await auditRowsOf(t, 'project', 3);
    expect(entry).toEqual({
      action: 'project.updated',
      actorUsername: 'test-staff',
      before: {
        title: expect.any(String),
        targetAmount: 50000,
        status: 'planning',
        progressPercentage: expect.any(Number),
      },
      after: { title: 'Mosque Solar Roof', targetAmount: 40000, status: 'active', progressPercentage: progress },
    });
  });

  it('sets progress as given and leaves other fields alone', async () => {
    const before = (await get('/api/staff/projects/4').expect(200)).body;
    const response = await patch(4, { progressPercentage: 100, description: 'Finished and handed over.' }).expect(200);
    expect(response.body).toEqual({
      ...before,
      progressPercentage: 100,
      description: 'Finished and handed over.',
      updatedAt: expect.any(String),
    });
    expect(await publicProject(4)).toMatchObject({ progressPercentage: 100, description: 'Finished and handed over.' });
  });

  it('never changes the raised amount, which is the ledger’s', async () => {
    const before = await publicProject(1);
    const response = await patch(1, { raisedAmount: 99999 }).expect(400);
    expect(response.body.message).toEqual(['property raisedAmount should not exist']);
    expect((await publicProject(1)).raisedAmount).toBe(before.raisedAmount);
    expect(await auditRowsOf(t, 'project', 1)).toEqual([]);
  });

  it.each([
    [{ targetAmount: 0 }, 'Target must be at least £1'],
    [{ targetAmount: 50000.01 }, 'Target must be at most £50,000'],
    [{ targetAmount: 10.001 }, 'Target must have at most two decimal places'],
    [{ targetAmount: '500' }, 'Target must be a number of pounds, e.g. 25 or 25.50'],
    [{ targetAmount: null }, 'Target is required'],
    [{ progressPercentage: 101 }, 'Progress must be a whole number from 0 to 100'],
    [{ progressPercentage: -1 }, 'Progress must be a whole number from 0 to 100'],
    [{ progressPercentage: 50.5 }, 'Progress must be a whole number from 0 to 100'],
    [{ status: 'done' }, 'Status must be one of planning, active, completed, on-hold'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(256) }, 'Title must be at most 255 characters'],
    [{ description: '' }, 'Description is required'],
    [{}, 'Change at least one of title, description, targetAmount, status or progressPercentage'],
  ])('refuses %j with 400 and says why', async (body, message) => {
    const response = await patch(2, body).expect(400);
    expect([response.body.message].flat()).toContain(message);
  });

  it('answers 404 for an unknown project', async () => {
    await patch(999, { title: 'Nowhere' }).expect(404);
  });

  it('needs a session, and the site’s own origin to change anything', async () => {
    await request(t.http).get('/api/staff/projects').expect(401);
    await request(t.http).get('/api/staff/projects/1').expect(401);
    await fromSite(t.http).patch('/api/staff/projects/1').send({ title: 'Hijacked' }).expect(401);
    await request(t.http).patch('/api/staff/projects/1').set('Cookie', cookie).send({ title: 'Hijacked' }).expect(403);
    expect((await publicProject(1)).title).toBe('Orphanage Solar Initiative');
  });

  it('lets an administrator edit too', async () => {
    const admin = await signInAs(t, 'admin');
    await fromSite(t.http)
      .patch('/api/staff/projects/2')
      .set('Cookie', admin.cookie)
      .send({ status: 'on-hold' })
      .expect(200);
    expect((await auditRowsOf(t, 'project', 2)).at(-1)).toMatchObject({
      actorUsername: 'test-admin',
      before: { status: 'active' },
      after: { status: 'on-hold' },
    });
  });
});
