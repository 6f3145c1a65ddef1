import { donateHref, readPreselect } from './donate-preselect';

describe('the donate page’s preselection', () => {
  it('writes and reads monthly with an amount', () => {
    expect(donateHref('monthly', 12.5)).toBe('/donate?frequency=monthly&amount=12.5');
    expect(readPreselect('?frequency=monthly&amount=12.5')).toEqual({ frequency: 'monthly', amount: 12.5 });
  });

  it('ignores what it cannot take', () => {
    expect(readPreselect('?frequency=weekly&amount=0.5')).toEqual({});
    expect(readPreselect('?amount=50001')).toEqual({});
    expect(readPreselect('?amount=10.123')).toEqual({});
    expect(readPreselect('?amount=1e3')).toEqual({});
    expect(readPreselect('')).toEqual({});
  });
});
