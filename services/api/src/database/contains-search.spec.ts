import { containsPattern } from './contains-search';

describe('containsPattern', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('amina')).toBe('%amina%');
  });

  it('takes the wildcards and the escape character literally', () => {
    expect(containsPattern('50%_off!')).toBe('%50!%!_off!!%');
  });
});
