import { BadRequestException } from '@nestjs/common';
import { ParseIdPipe } from './parse-id.pipe';

describe('ParseIdPipe', () => {
  const pipe = new ParseIdPipe();

  it('accepts positive integers', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483647')).toBe(2147483647);
  });

  it.each(['abc', '1.5', '0', '-3', '', '1e3', '2147483648', ' 1'])('refuses %p', (value) => {
    expect(() => pipe.transform(value)).toThrow(BadRequestException);
  });
});
