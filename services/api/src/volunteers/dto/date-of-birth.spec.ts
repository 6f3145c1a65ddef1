import {
  ageOn,
  DATE_OF_BIRTH_AGE_MESSAGE,
  DATE_OF_BIRTH_FORMAT_MESSAGE,
  DATE_OF_BIRTH_PLAUSIBLE_MESSAGE,
  dateOfBirthProblem,
  parseIsoDate,
} from './date-of-birth';

const today = new Date('2026-11-21T12:00:00Z');

describe('date of birth', () => {
  it('parses real calendar dates only', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ y: 2000, m: 2, d: 29 });
    for (const bad of [
      '1999-02-29',
      '2001-13-01',
      '2001-04-31',
      '2001-4-1',
      '01/04/2001',
      '2001-04-01T00:00:00Z',
      '',
      20010401,
      null,
    ]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn({ y: 2010, m: 11, d: 21 }, today)).toBe(16);
    expect(ageOn({ y: 2010, m: 11, d: 22 }, today)).toBe(15);
  });

  it('accepts applicants from their 16th birthday and refuses the future and the implausible', () => {
    expect(dateOfBirthProblem('2010-11-21', today)).toBeNull();
    expect(dateOfBirthProblem('1990-05-17', today)).toBeNull();
    expect(dateOfBirthProblem('2010-11-22', today)).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
    expect(dateOfBirthProblem('2030-01-01', today)).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
    expect(dateOfBirthProblem('1900-01-01', today)).toBe(DATE_OF_BIRTH_PLAUSIBLE_MESSAGE);
    expect(dateOfBirthProblem('1990-02-30', today)).toBe(DATE_OF_BIRTH_FORMAT_MESSAGE);
  });
});
