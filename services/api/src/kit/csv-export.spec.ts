import { type CsvColumn, csvExport, UTF8_BOM } from './csv-export';

type Person = { name: string | null; amount: number };

const COLUMNS: CsvColumn<Person>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Amount', cell: (row) => row.amount },
];

const cellOf = (name: string | null) =>
  csvExport(COLUMNS, [{ name, amount: 1 }])
    .split('\r\n')[1]
    ?.replace(/,1$/, '');

describe('csvExport', () => {
  it('starts with a UTF-8 byte-order mark, then the header row, every row ending CRLF', () => {
    const csv = csvExport(COLUMNS, [
      { name: 'Zoë', amount: 10 },
      { name: 'Siobhán', amount: 2.5 },
    ]);
    expect(csv).toBe(`${UTF8_BOM}Name,Amount\r\nZoë,10\r\nSiobhán,2.5\r\n`);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(csv, 'utf8').includes(Buffer.from([0x5a, 0x6f, 0xc3, 0xab]))).toBe(true);
  });

  it('writes the header alone for no rows, still with the mark', () => {
    expect(csvExport(COLUMNS, [])).toBe(`${UTF8_BOM}Name,Amount\r\n`);
  });

  it('writes null as an empty cell', () => {
    expect(cellOf(null)).toBe('');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(cellOf('Khan, Amina')).toBe('"Khan, Amina"');
    expect(cellOf('say "hi"')).toBe('"say ""hi"""');
    expect(csvExport(COLUMNS, [{ name: 'two\nlines', amount: 1 }])).toContain('"two\nlines",1\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['＝1+1', "'＝1+1"],
    ['a=b', 'a=b'],
    ['Amina Khan', 'Amina Khan'],
  ])('defuses %j so no spreadsheet runs it as a formula', (value, cell) => {
    expect(cellOf(value)).toBe(cell);
  });

  it('defuses a leading carriage return and quotes the cell that holds it', () => {
    expect(csvExport(COLUMNS, [{ name: '\rcmd', amount: 1 }])).toContain('"\'\rcmd",1\r\n');
  });

  it('leaves a negative number a number, which no spreadsheet runs as a formula', () => {
    expect(csvExport(COLUMNS, [{ name: 'x', amount: -5 }])).toContain('x,-5\r\n');
  });

  it('guards the header row too', () => {
    expect(csvExport([{ header: '=cmd', cell: () => 'a' }], [])).toBe(`${UTF8_BOM}'=cmd\r\n`);
  });
});
