import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GIFT_AID_SCHEDULE_COLUMNS, type GiftAidScheduleRow } from '@solar/shared-contracts';
import { strFromU8, unzipSync } from 'fflate';
import { JSDOM } from 'jsdom';
import { UTF8_BOM } from '../../kit/csv-export';
import { scheduleCsv } from './schedule-csv';
import { itWithLibreOffice, openedAsCsv, parseCsv } from './libre-office.testing';
import { ODS_MIME_TYPE, scheduleOds } from './schedule-ods';

const row = (details: Partial<GiftAidScheduleRow> = {}): GiftAidScheduleRow => ({
  title: 'Mr',
  firstName: 'Tom',
  lastName: 'Jones',
  houseNameOrNumber: '1',
  postcode: 'CF10 1AA',
  aggregatedDonations: '',
  sponsoredEvent: '',
  donationDate: '01/05/26',
  amount: '20.00',
  ...details,
});

const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';

type Cell = { type: string | null; value: string | null; text: string };

/** The table's rows as cells, read with a real XML parser (a malformed document fails here). */
function cellsOf(contentXml: string): Cell[][] {
  const document = new new JSDOM('').window.DOMParser().parseFromString(contentXml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const tables = document.getElementsByTagNameNS(TABLE, 'table');
  expect(tables).toHaveLength(1);
  return Array.from(tables[0]?.getElementsByTagNameNS(TABLE, 'table-row') ?? []).map((tableRow) =>
    Array.from(tableRow.getElementsByTagNameNS(TABLE, 'table-cell')).map((cell) => ({
      type: cell.getAttributeNS(OFFICE, 'value-type'),
      value: cell.getAttributeNS(OFFICE, 'value'),
      text: cell.textContent ?? '',
    })),
  );
}

describe('scheduleCsv', () => {
  it('writes the header row then one CRLF line per row, quoting and guarding cells', () => {
    const csv = scheduleCsv([
      row(),
      row({ firstName: '=cmd()', lastName: 'Smith, "Jr"', houseNameOrNumber: '+44', postcode: '@x', title: '' }),
    ]);
    expect(csv).toBe(
      `${UTF8_BOM}${GIFT_AID_SCHEDULE_COLUMNS.join(',')}\r\n` +
        'Mr,Tom,Jones,1,CF10 1AA,,,01/05/26,20.00\r\n' +
        `,'=cmd(),"Smith, ""Jr""",'+44,'@x,,,01/05/26,20.00\r\n`,
    );
  });

  it('writes only the header for no rows', () => {
    expect(scheduleCsv([])).toBe(`${UTF8_BOM}${GIFT_AID_SCHEDULE_COLUMNS.join(',')}\r\n`);
  });
});

describe('scheduleOds', () => {
  const rows = [
    row({ lastName: "O'Brien & <Sons>" }),
    row({
      title: '',
      firstName: '',
      lastName: '',
      houseNameOrNumber: '',
      postcode: '',
      aggregatedDonations: 'Online gifts under £30',
      amount: '1000.00',
    }),
  ];
  const ods = scheduleOds(rows);

  it('starts with the mimetype entry, stored uncompressed, as OpenDocument requires', () => {
    const view = new DataView(ods.buffer, ods.byteOffset, ods.byteLength);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(8, true)).toBe(0);
    const nameLength = view.getUint16(26, true);
    const extraLength = view.getUint16(28, true);
    expect(strFromU8(ods.subarray(30, 30 + nameLength))).toBe('mimetype');
    const start = 30 + nameLength + extraLength;
    expect(strFromU8(ods.subarray(start, start + ODS_MIME_TYPE.length))).toBe(ODS_MIME_TYPE);
  });

  it('holds a manifest and content.xml with the header and one row per line, amounts as two-decimal numbers', () => {
    const entries = unzipSync(ods);
    expect(Object.keys(entries)).toEqual(['mimetype', 'META-INF/manifest.xml', 'content.xml']);
    expect(strFromU8(entries['META-INF/manifest.xml'] as Uint8Array)).toContain(
      `manifest:media-type="${ODS_MIME_TYPE}"`,
    );
    const cells = cellsOf(strFromU8(entries['content.xml'] as Uint8Array));
    expect(cells[0]?.map((cell) => cell.text)).toEqual([...GIFT_AID_SCHEDULE_COLUMNS]);
    expect(cells[1]?.map((cell) => cell.text)).toEqual([
      'Mr',
      'Tom',
      "O'Brien & <Sons>",
      '1',
      'CF10 1AA',
      '',
      '',
      '01/05/26',
      '20.00',
    ]);
    expect(cells[1]?.[8]).toEqual({ type: 'float', value: '20.00', text: '20.00' });
    expect(cells[1]?.[0]?.type).toBe('string');
    expect(cells[2]?.map((cell) => cell.text)).toEqual([
      '',
      '',
      '',
      '',
      '',
      'Online gifts under £30',
      '',
      '01/05/26',
      '1000.00',
    ]);
    expect(cells[2]?.[0]?.type).toBeNull();
    expect(cells).toHaveLength(3);
  });

  it('drops characters XML cannot carry', () => {
    const cells = cellsOf(
      strFromU8(unzipSync(scheduleOds([row({ firstName: 'To\u0000m\u001b' })]))['content.xml'] as Uint8Array),
    );
    expect(cells[1]?.[1]?.text).toBe('Tom');
  });

  itWithLibreOffice('opens in LibreOffice with the cells and two-decimal amounts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gift-aid-ods-'));
    try {
      const [csv = ''] = openedAsCsv(dir, [{ name: 'schedule', ods }]);
      expect(parseCsv(csv)[1]).toEqual(['Mr', 'Tom', "O'Brien & <Sons>", '1', 'CF10 1AA', '', '', '01/05/26', '20.00']);
      expect(parseCsv(csv)[2]).toEqual(['', '', '', '', '', 'Online gifts under £30', '', '01/05/26', '1000.00']);
      expect(csv.trim().split('\n')[2]).toMatch(/,1000\.00$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
