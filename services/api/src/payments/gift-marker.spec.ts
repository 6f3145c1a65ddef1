import { giftMarkerValue } from './gift-marker';

describe('the gift marker', () => {
  it('puts the new project first and keeps the others marked, newest first', () => {
    expect(giftMarkerValue(undefined, 2)).toBe('2');
    expect(giftMarkerValue('5.3', 2)).toBe('2.5.3');
    expect(giftMarkerValue('5.2.3', 2)).toBe('2.5.3');
  });

  it('keeps only ids, read as ids are everywhere else', () => {
    expect(giftMarkerValue('abc.0.-1.1e3.99999999999.4', 2)).toBe('2.4');
    expect(giftMarkerValue('007', 7)).toBe('7');
  });

  it('marks ten projects at most', () => {
    expect(giftMarkerValue('1.2.3.4.5.6.7.8.9.10.11', 12)).toBe('12.1.2.3.4.5.6.7.8.9');
  });
});
