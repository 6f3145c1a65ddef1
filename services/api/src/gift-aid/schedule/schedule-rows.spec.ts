import { buildScheduleRows, fileCountOf, type ScheduleGift, scheduleLastName, splitIntoFiles } from './schedule-rows';
import { scheduleDate, ukDayEnd, ukDayStart, ukYear } from './uk-time';

const gift = (
  donationId: number,
  amount: number,
  paidAt: string,
  details: Partial<ScheduleGift> = {},
): ScheduleGift => ({
  donationId,
  title: 'Ms',
  firstName: 'Amina',
  lastName: 'Khan',
  houseNameOrNumber: '3',
  postcode: 'B3 2RT',
  amount,
  paidAt: Date.parse(paidAt),
  ...details,
});

const aggregate = { belowPounds: 30, description: 'Online gifts under £30' };

describe('UK days and schedule dates', () => {
  it('writes DD/MM/YY of the UK day, in winter (GMT) and summer (BST)', () => {
    expect(scheduleDate(Date.parse('2026-01-05T23:59:59Z'))).toBe('05/01/26');
    expect(scheduleDate(Date.parse('2026-07-05T23:00:00Z'))).toBe('06/07/26');
    expect(scheduleDate(Date.parse('2030-10-27T00:30:00Z'))).toBe('27/10/30');
  });

  it('starts a UK day at its midnight, including the days the clocks change', () => {
    expect(new Date(ukDayStart('2026-01-15')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(new Date(ukDayStart('2026-07-15')).toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(new Date(ukDayStart('2026-03-29')).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(ukDayEnd('2026-03-29')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(new Date(ukDayStart('2026-10-25')).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(new Date(ukDayEnd('2026-10-25')).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(new Date(ukDayEnd('2026-12-31')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('knows the UK year of an instant', () => {
    expect(ukYear(Date.parse('2026-12-31T23:59:00Z'))).toBe(2026);
    expect(ukYear(Date.parse('2027-06-30T23:30:00Z'))).toBe(2027);
  });
});

describe('buildScheduleRows', () => {
  it('writes one line per gift, oldest first, names cut to HMRC lengths and the surname hyphen as a space', () => {
    const rows = buildScheduleRows([
      gift(2, 100, '2026-05-02T10:00:00Z', {
        title: ' Revd. ',
        firstName: `  ${'A'.repeat(40)}`,
        lastName: 'Smith-Jones',
      }),
      gift(1, 12.5, '2026-05-01T10:00:00Z', { title: null, lastName: `Lloyd--${'B'.repeat(40)}` }),
    ]);
    expect(rows).toEqual([
      {
        title: '',
        firstName: 'Amina',
        lastName: `Lloyd ${'B'.repeat(29)}`,
        houseNameOrNumber: '3',
        postcode: 'B3 2RT',
        aggregatedDonations: '',
        sponsoredEvent: '',
        donationDate: '01/05/26',
        amount: '12.50',
      },
      {
        title: 'Revd',
        firstName: 'A'.repeat(35),
        lastName: 'Smith Jones',
        houseNameOrNumber: '3',
        postcode: 'B3 2RT',
        aggregatedDonations: '',
        sponsoredEvent: '',
        donationDate: '02/05/26',
        amount: '100.00',
      },
    ]);
  });

  it('orders gifts of the same moment by donation id', () => {
    const rows = buildScheduleRows([
      gift(9, 1, '2026-05-01T10:00:00Z', { firstName: 'Later' }),
      gift(3, 1, '2026-05-01T10:00:00Z', { firstName: 'Earlier' }),
    ]);
    expect(rows.map((row) => row.firstName)).toEqual(['Earlier', 'Later']);
  });

  it('keeps sums in pence: three 10p gifts make 0.30, not 0.30000000000000004', () => {
    const rows = buildScheduleRows(
      [
        gift(1, 0.1, '2026-05-01T10:00:00Z'),
        gift(2, 0.1, '2026-05-01T11:00:00Z'),
        gift(3, 0.1, '2026-05-01T12:00:00Z'),
      ],
      aggregate,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe('0.30');
  });

  it('aggregates gifts below the threshold with no donor details, the latest date and the total; the threshold itself is not below', () => {
    const rows = buildScheduleRows(
      [gift(1, 29.99, '2026-05-03T10:00:00Z'), gift(2, 30, '2026-05-01T10:00:00Z'), gift(3, 5, '2026-05-02T10:00:00Z')],
      aggregate,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        firstName: 'Amina',
        amount: '30.00',
        donationDate: '01/05/26',
        aggregatedDonations: '',
      }),
      {
        title: '',
        firstName: '',
        lastName: '',
        houseNameOrNumber: '',
        postcode: '',
        aggregatedDonations: 'Online gifts under £30',
        sponsoredEvent: '',
        donationDate: '03/05/26',
        amount: '34.99',
      },
    ]);
  });

  it('fills an aggregated line up to exactly £1,000 and starts the next when a gift would go over', () => {
    const gifts = [
      ...Array.from({ length: 50 }, (_, index) =>
        gift(index + 1, 20, `2026-05-01T10:${String(index).padStart(2, '0')}:00Z`),
      ),
      gift(99, 25, '2026-05-02T10:00:00Z'),
    ];
    const rows = buildScheduleRows(gifts, aggregate);
    expect(rows.map((row) => [row.amount, row.donationDate])).toEqual([
      ['1000.00', '01/05/26'],
      ['25.00', '02/05/26'],
    ]);
    const over = buildScheduleRows(
      [
        gift(1, 29, '2026-05-01T10:00:00Z'),
        ...Array.from({ length: 34 }, (_, index) => gift(index + 2, 29, '2026-05-02T10:00:00Z')),
      ],
      aggregate,
    );
    expect(over.map((row) => row.amount)).toEqual(['986.00', '29.00']);
  });

  it('cuts the aggregated description to 35 characters', () => {
    const rows = buildScheduleRows([gift(1, 5, '2026-05-01T10:00:00Z')], {
      belowPounds: 30,
      description: 'x'.repeat(50),
    });
    expect(rows[0]?.aggregatedDonations).toBe('x'.repeat(35));
  });

  it('replaces every kind of hyphen in a surname and keeps single spaces', () => {
    expect(scheduleLastName(' Ní Bhriain\u2013Ó Súilleabháin ')).toBe('Ní Bhriain Ó Súilleabháin');
    expect(scheduleLastName('Smith - Jones')).toBe('Smith Jones');
  });
});

describe('splitIntoFiles', () => {
  it('splits at the row limit and counts the files', () => {
    expect(splitIntoFiles([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitIntoFiles([], 2)).toEqual([]);
    expect(splitIntoFiles(Array.from({ length: 1000 }, (_, index) => index))).toHaveLength(1);
    expect(splitIntoFiles(Array.from({ length: 1001 }, (_, index) => index)).map((file) => file.length)).toEqual([
      1000, 1,
    ]);
    expect([fileCountOf(0), fileCountOf(1000), fileCountOf(1001), fileCountOf(5, 2)]).toEqual([0, 1, 2, 3]);
  });
});
