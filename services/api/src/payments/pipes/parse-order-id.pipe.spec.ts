import { BadRequestException } from '@nestjs/common';
import { ParseOrderIdPipe } from './parse-order-id.pipe';

describe('ParseOrderIdPipe', () => {
  const pipe = new ParseOrderIdPipe();

  it.each(['5O190127TN364715T', 'A', 'ORDER-1', 'A'.repeat(36)])('accepts %p', (value) => {
    expect(pipe.transform(value)).toBe(value);
  });

  it.each(['', 'a'.repeat(3), 'A'.repeat(37), 'ABC DEF', '../../v1/oauth2/token', 'ABC_1', 'ABC%2F'])(
    'refuses %p',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(BadRequestException);
    },
  );
});
