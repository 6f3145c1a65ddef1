import { csvCell, DONATION_CSV_HEADER, donationCsvRow } from './donations-csv';

describe('donation CSV', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', `"'\rReturn"`],
    ['Amina Khan', 'Amina Khan'],
  ])('guards %j against running as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes commas, quotes and line breaks, and leaves null empty', () => {
    expect(csvCell('Khan, Amina')).toBe('"Khan, Amina"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('writes a row in the header’s column order with pounds to two decimals', () => {
    expect(DONATION_CSV_HEADER).toBe(
      'id,createdAt,status,amount,currency,projectId,projectTitle,donorName,donorEmail,paypalOrderId,paypalCaptureId\r\n',
    );
    const row = donationCsvRow({
      id: 7,
      amount: 10.5,
      currency: 'GBP',
      status: 'completed',
      projectId: null,
      projectTitle: null,
      donorName: '=cmd',
      donorEmail: null,
      paypalOrderId: 'ORDER',
      paypalCaptureId: 'CAPTURE',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(row).toBe("7,2026-01-01T00:00:00.000Z,completed,10.50,GBP,,,'=cmd,,ORDER,CAPTURE\r\n");
  });
});
