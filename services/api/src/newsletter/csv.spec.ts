import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('leaves plain cells as they are and writes null as empty', () => {
    expect(csvCell('amina@example.org')).toBe('amina@example.org');
    expect(csvCell(null)).toBe('');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Khan, Amina')).toBe('"Khan, Amina"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses every cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', null],
      ]),
    ).toBe('a,b\r\nc,\r\n');
  });
});
