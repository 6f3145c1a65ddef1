import type { StaffDonation } from '@solar/shared-contracts';
import { UTF8_BOM } from '../kit/csv-export';
import { donationsCsv } from './donations-csv';

const donation = (details: Partial<StaffDonation> = {}): StaffDonation => ({
  id: 7,
  amount: 10.5,
  currency: 'GBP',
  status: 'completed',
  projectId: null,
  projectTitle: null,
  donorName: 'Zoë Ní Bhriain',
  donorEmail: null,
  paypalOrderId: 'ORDER',
  paypalCaptureId: 'CAPTURE',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...details,
});

describe('donation CSV', () => {
  it('writes the mark, the header and each donation in its column order, pounds to two decimals, times in UK time', () => {
    expect(
      donationsCsv([
        donation(),
        donation({
          id: 8,
          amount: 1000,
          projectId: 3,
          projectTitle: 'Roof, Leeds',
          createdAt: '2026-07-01T13:05:00.000Z',
        }),
      ]),
    ).toBe(
      `${UTF8_BOM}id,createdAt (UK time),status,amount,currency,projectId,projectTitle,donorName,donorEmail,paypalOrderId,paypalCaptureId\r\n` +
        '7,2026-01-01 00:00:00 +00:00,completed,10.50,GBP,,,Zoë Ní Bhriain,,ORDER,CAPTURE\r\n' +
        '8,2026-07-01 14:05:00 +01:00,completed,1000.00,GBP,3,"Roof, Leeds",Zoë Ní Bhriain,,ORDER,CAPTURE\r\n',
    );
  });

  it('guards a donor name that would run as a formula', () => {
    expect(donationsCsv([donation({ donorName: '=cmd' })]).split('\r\n')[1]).toBe(
      "7,2026-01-01 00:00:00 +00:00,completed,10.50,GBP,,,'=cmd,,ORDER,CAPTURE",
    );
  });
});
