import { datedLists } from './support/dated-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

/**
 * Every dated staff list takes UK calendar days (decision 050): `from=2026-03-29` is 00:00 Europe/London that day up
 * to the next UK midnight. Rows sit an hour either side of the UK midnights around both 2026 clock changes and in
 * each season, where a UTC day and a UK day disagree.
 */
const rows = {
  jan14late: '2026-01-14T23:30:00Z', // 14 Jan 23:30 GMT
  jan15early: '2026-01-15T00:30:00Z', // 15 Jan 00:30 GMT
  mar28late: '2026-03-28T23:30:00Z', // 28 Mar 23:30 GMT
  mar29early: '2026-03-29T00:30:00Z', // 29 Mar 00:30 GMT, before the clocks go forward at 01:00 GMT
  mar29late: '2026-03-29T22:30:00Z', // 29 Mar 23:30 BST
  mar30early: '2026-03-29T23:30:00Z', // 30 Mar 00:30 BST: 29 March in UTC
  jun30late: '2026-06-30T22:30:00Z', // 30 Jun 23:30 BST
  jul1early: '2026-06-30T23:30:00Z', // 1 Jul 00:30 BST: 30 June in UTC
  oct24late: '2026-10-24T22:30:00Z', // 24 Oct 23:30 BST
  oct25early: '2026-10-24T23:30:00Z', // 25 Oct 00:30 BST: 24 October in UTC
  oct25late: '2026-10-25T23:30:00Z', // 25 Oct 23:30 GMT, after the clocks went back at 02:00 BST
  oct26early: '2026-10-26T00:30:00Z', // 26 Oct 00:30 GMT
} as const;
type Marker = keyof typeof rows;

/** What each filter must answer, the same on every list. */
const expected: [string, Marker[]][] = [
  ['from=2026-01-15&to=2026-01-15', ['jan15early']],
  ['from=2026-03-29&to=2026-03-29', ['mar29early', 'mar29late']],
  ['from=2026-03-30&to=2026-03-30', ['mar30early']],
  ['from=2026-07-01&to=2026-07-01', ['jul1early']],
  ['from=2026-06-30&to=2026-06-30', ['jun30late']],
  ['from=2026-10-25&to=2026-10-25', ['oct25early', 'oct25late']],
  ['from=2026-10-24&to=2026-10-24', ['oct24late']],
  ['from=2026-10-26', ['oct26early']],
  ['to=2026-01-14', ['jan14late']],
  ['from=2026-03-29&to=2026-10-24', ['mar29early', 'mar29late', 'mar30early', 'jun30late', 'jul1early', 'oct24late']],
];

describe(`Staff lists filter by UK days (${driverName})`, () => {
  let t: TestApp;
  let cookie: string;
  const get = (url: string) => fromSite(t.http).get(url).set('Cookie', cookie);

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie } = await signInAs(t, 'admin'));
    for (const list of datedLists) {
      for (const [marker, at] of Object.entries(rows)) await list.insert(t, marker, new Date(at));
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  describe.each(datedLists.map((list) => [list.path, list] as const))('%s', (path, list) => {
    it.each(expected)('?%s', async (query, markers) => {
      const response = await get(`${path}?${query}&pageSize=100`).expect(200);
      const found = (response.body.items as Record<string, unknown>[])
        .map(list.markerOf)
        .filter((marker) => marker in rows);
      expect(found.sort()).toEqual([...markers].sort());
    });

    it('refuses a day that does not exist, or a range that ends before it starts, with 400 naming the field', async () => {
      const bad = await get(`${path}?from=2026-02-30`).expect(400);
      expect(JSON.stringify(bad.body)).toContain('from must be a date written YYYY-MM-DD');
      const backwards = await get(`${path}?from=2026-10-26&to=2026-10-25`).expect(400);
      expect(JSON.stringify(backwards.body)).toContain('to must be the same day as from or later');
    });
  });

  it('sums completed gifts by UK month: 1 July 00:30 BST is July, 30 June 23:30 BST is June', async () => {
    const response = await get('/api/staff/donations/totals?from=2026-06-01&to=2026-07-31').expect(200);
    expect(response.body.byMonth).toEqual([
      { month: '2026-06', total: 10, count: 1 },
      { month: '2026-07', total: 10, count: 1 },
    ]);
    const all = await get('/api/staff/donations/totals').expect(200);
    expect(all.body.byMonth).toEqual([
      { month: '2026-01', total: 20, count: 2 },
      { month: '2026-03', total: 40, count: 4 },
      { month: '2026-06', total: 10, count: 1 },
      { month: '2026-07', total: 10, count: 1 },
      { month: '2026-10', total: 40, count: 4 },
    ]);
  });

  it('writes the donations CSV in UK time with the offset, and says so in the header', async () => {
    const response = await get('/api/staff/donations/export.csv?from=2026-10-25&to=2026-10-25').expect(200);
    const [header, ...lines] = response.text.slice(1).split('\r\n').filter(Boolean);
    expect(header?.split(',')[1]).toBe('createdAt (UK time)');
    expect(lines.map((line) => line.split(',').slice(1, 2)[0])).toEqual([
      '2026-10-25 23:30:00 +00:00',
      '2026-10-25 00:30:00 +01:00',
    ]);
  });
});
