import { staffPageKeys } from '@solar/shared-contracts';
import { consolePages } from './staff-console';

describe("the console's own staff pages", () => {
  it('are exactly those the page registry gives the shell', () => {
    expect(Object.keys(consolePages).sort()).toEqual(staffPageKeys('shell').sort());
  });
});
