import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { buildScheduleRows, type ScheduleGift, splitIntoFiles } from './schedule-rows';
import { scheduleCsv } from './schedule-csv';
import { itWithLibreOffice, openedAsCsv, parseCsv } from './libre-office.testing';
import { scheduleContentXml, scheduleOds } from './schedule-ods';

/**
 * The export HMRC receives, byte for byte: committed files under test/fixtures/gift-aid. A change to columns,
 * dates, amounts, names, aggregation or splitting fails here; UPDATE_GOLDEN=1 rewrites them (review the diff).
 */
const FIXTURES = join(__dirname, '../../../test/fixtures/gift-aid');

const donor = (
  donationId: number,
  amount: number,
  paidAt: string,
  details: Partial<ScheduleGift> = {},
): ScheduleGift => ({
  donationId,
  title: null,
  firstName: 'Sam',
  lastName: 'Taylor',
  houseNameOrNumber: '7',
  postcode: 'LS1 4AP',
  amount,
  paidAt: Date.parse(paidAt),
  ...details,
});

/** Forty £25 gifts on 10 April fill one aggregated line to exactly £1,000. */
const quarterLine = Array.from({ length: 40 }, (_, index) =>
  donor(
    100 + index,
    25,
    `2026-04-10T${String(8 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}:00Z`,
  ),
);

const GOLDEN_GIFTS: ScheduleGift[] = [
  donor(1, 50, '2026-04-06T10:00:00Z', {
    title: 'Dr',
    firstName: 'Amina',
    lastName: 'Smith-Jones',
    houseNameOrNumber: '12',
    postcode: 'B3 2RT',
  }),
  // 23:30 UTC on 31 March is 00:30 BST on 1 April: the UK date is the gift's date.
  donor(2, 250.5, '2026-03-31T23:30:00Z', {
    title: 'Revd.',
    firstName: 'Maximilian Alexander Bartholomew Jr.',
    lastName: 'Featherstonehaugh-Cholmondeley-Wrightson',
    houseNameOrNumber: 'Flat 2, The "Old" Mill',
    postcode: 'SW1A 1AA',
  }),
  donor(3, 30, '2026-05-01T12:00:00Z', {
    firstName: 'Bob',
    lastName: "O'Neill",
    houseNameOrNumber: '=1+2',
    postcode: 'M1 1AE',
  }),
  ...quarterLine,
  donor(200, 29.99, '2026-05-20T09:00:00Z'),
  donor(201, 9.99, '2026-06-01T09:00:00Z'),
  donor(202, 1000, '2026-12-24T18:00:00Z', { firstName: 'Zoë', lastName: 'Ní Bhriain-Ó Súilleabháin' }),
];

const ROW_LIMIT = 2;

function golden(name: string, actual: string): void {
  const path = join(FIXTURES, name);
  if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(path, actual);
  expect(existsSync(path)).toBe(true);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

describe('Gift Aid schedule golden files', () => {
  const rows = buildScheduleRows(GOLDEN_GIFTS, { belowPounds: 30, description: 'Online gifts under £30' });
  const files = splitIntoFiles(rows, ROW_LIMIT);

  it('splits six lines into three files at a row limit of two', () => {
    expect(files.map((file) => file.length)).toEqual([2, 2, 2]);
  });

  it.each([1, 2, 3])('schedule-%i.csv matches the committed file byte for byte', (n) => {
    golden(`schedule-${n}.csv`, scheduleCsv(files[n - 1] ?? []));
  });

  it('each CSV file starts with the UTF-8 byte-order mark, so Excel reads "Zoë" as written', () => {
    for (const n of [1, 2, 3]) {
      expect([...readFileSync(join(FIXTURES, `schedule-${n}.csv`)).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
    expect(readFileSync(join(FIXTURES, 'schedule-2.csv'), 'utf8')).toContain('Zoë');
  });

  it('the first .ods file holds the committed content.xml', () => {
    const entries = unzipSync(scheduleOds(files[0] ?? []));
    expect(strFromU8(entries['content.xml'] as Uint8Array)).toBe(scheduleContentXml(files[0] ?? []));
    golden('schedule-1.content.xml', strFromU8(entries['content.xml'] as Uint8Array));
  });

  /** The CSV export guards a cell that starts like a formula with an apostrophe; an .ods text cell needs none. */
  const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

  itWithLibreOffice(
    'every .ods file opens in LibreOffice with the cells of its CSV, amounts as numbers',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'gift-aid-golden-'));
      try {
        const opened = openedAsCsv(
          dir,
          files.map((rows, index) => ({ name: `schedule-${index + 1}`, ods: scheduleOds(rows) })),
        );
        opened.forEach((csv, index) => {
          // LibreOffice writes no byte-order mark; the export starts with one (decision 047).
          const golden = readFileSync(join(FIXTURES, `schedule-${index + 1}.csv`), 'utf8').replace(/^\uFEFF/, '');
          expect(parseCsv(csv)).toEqual(parseCsv(golden).map((row) => row.map(unguarded)));
          // Text cells are quoted in this export: an unquoted last cell is a number.
          for (const line of csv.trim().split('\n').slice(1)) expect(line).toMatch(/,\d+\.\d\d$/);
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
