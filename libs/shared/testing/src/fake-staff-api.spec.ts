import { deferredResponse, fakeStaffApi, inTurn, pageOf, respond, respondJson } from './fake-staff-api';

const send = (url: string, init?: RequestInit) => fetch(url, init);

describe('the fake staff API', () => {
  it('answers by method and path, leaving the query string to the handler', async () => {
    fakeStaffApi({
      'GET /api/staff/things': ({ search }) => [200, pageOf(['a'], { page: Number(search.get('page')) })],
      'DELETE /api/staff/things/1': () => [204],
    });
    const list = await send('/api/staff/things?page=2');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ items: ['a'], page: 2, pageSize: 25, total: 1 });
    const removed = await send('/api/staff/things/1', { method: 'DELETE' });
    expect([removed.ok, removed.status, await removed.text()]).toEqual([true, 204, '']);
  });

  it('answers 500 to a request nobody handles, naming it', async () => {
    fakeStaffApi({ 'GET /api/staff/things': () => [200, []] });
    const answer = await send('/api/staff/things', { method: 'POST', body: '{}' });
    expect(answer.ok).toBe(false);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: 'The fake staff API has no POST /api/staff/things' });
  });

  it('lists every request sent, in order, with its method, address and body as JSON', async () => {
    const { requests, fetchMock } = fakeStaffApi({ 'POST /api/staff/things': ({ body }) => [201, body] });
    await send('/api/staff/things', { method: 'POST', body: '{"name":"panel"}', credentials: 'same-origin' });
    await send('/api/staff/other?q=x');
    await send('/api/staff/uploads', { method: 'POST', body: new Blob(['bytes']) });
    expect(requests).toEqual([
      { method: 'POST', url: '/api/staff/things', body: { name: 'panel' } },
      { method: 'GET', url: '/api/staff/other?q=x', body: undefined },
      { method: 'POST', url: '/api/staff/uploads', body: '<bytes>' },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/staff/things',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('lets a handler answer with a failure or a response of its own, and hold a request open', async () => {
    const held = deferredResponse();
    fakeStaffApi({
      'GET /api/staff/broken': () => respond(503, 'Down for maintenance', 'Service Unavailable'),
      'GET /api/staff/slow': () => held.promise,
    });
    const broken = await send('/api/staff/broken');
    expect([broken.ok, broken.status, broken.statusText, await broken.text()]).toEqual([
      false,
      503,
      'Service Unavailable',
      'Down for maintenance',
    ]);
    const slow = send('/api/staff/slow');
    let arrived = false;
    void slow.then(() => (arrived = true));
    await Promise.resolve();
    expect(arrived).toBe(false);
    await held.resolve(200, '"done"');
    expect(await (await slow).json()).toBe('done');
  });

  it('gives a sequence of answers in turn, repeating the last', async () => {
    fakeStaffApi({ 'DELETE /api/staff/session': inTurn([401, { message: 'Sign in first' }], [204]) });
    const statuses = [];
    for (let sent = 0; sent < 3; sent++) statuses.push((await send('/api/staff/session', { method: 'DELETE' })).status);
    expect(statuses).toEqual([401, 204, 204]);
  });
});

describe('a fetch answer', () => {
  it('gives its body as text, JSON and a blob, and is ok only for 2xx', async () => {
    const answer = await respondJson(200, { amount: 25 });
    expect(answer.ok).toBe(true);
    expect(await answer.text()).toBe('{"amount":25}');
    expect(await answer.json()).toEqual({ amount: 25 });
    expect(await (await answer.blob()).text()).toBe('{"amount":25}');
    expect((await respond(302)).ok).toBe(false);
    expect((await respond(404)).statusText).toBe('Error');
  });
});
