import { decimalToNumber } from './numeric-transformer';

describe('decimalToNumber', () => {
  it('turns mysql2 decimal strings into numbers and keeps null', () => {
    expect(decimalToNumber.from('35000.00')).toBe(35000);
    expect(decimalToNumber.from(12.5)).toBe(12.5);
    expect(decimalToNumber.from(null)).toBeNull();
    expect(decimalToNumber.to(8500)).toBe(8500);
  });
});
