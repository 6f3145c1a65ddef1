import {
  displayNameProblem,
  firstNameAndInitial,
  GIFT_MESSAGE_LINK_MESSAGE,
  giftMessageProblem,
  normaliseGiftText,
} from './gift-words';

describe('gift words', () => {
  it('defaults the name to show to the first name and initial', () => {
    expect(firstNameAndInitial('  Amina   Khan ')).toBe('Amina K.');
    expect(firstNameAndInitial('Mary Anne de la Cruz')).toBe('Mary C.');
    expect(firstNameAndInitial('Amina')).toBe('Amina');
    expect(firstNameAndInitial('')).toBe('');
    expect(firstNameAndInitial(null)).toBe('');
  });

  it.each(['https://example.org', 'ftp://x', 'www.solar', 'example.org', 'bit.ly/abc', 'me@example.org', 'mailto:x'])(
    'refuses the link in %p',
    (text) => {
      expect(giftMessageProblem(`Look: ${text}`)).toBe(GIFT_MESSAGE_LINK_MESSAGE);
    },
  );

  it.each(['e.g. this', '£10.50 a month', '3.5 kW', 'Dr. Ali', 'Thank you. We love it!', 'Peace ☀️ and light'])(
    'accepts %p',
    (text) => {
      expect(giftMessageProblem(text)).toBeUndefined();
    },
  );

  it('counts characters as people do and allows line breaks in a message only', () => {
    expect(giftMessageProblem('😀'.repeat(280))).toBeUndefined();
    expect(giftMessageProblem('😀'.repeat(281))).toBe('Message must be at most 280 characters');
    expect(giftMessageProblem('one\r\ntwo')).toBeUndefined();
    expect(displayNameProblem('one\ntwo')).toMatch(/control or formatting character/);
    expect(giftMessageProblem('a\u0007b')).toMatch(/control or formatting character/);
    expect(giftMessageProblem(42)).toBe('Message must be text');
    expect(normaliseGiftText('  a\r\nb\rc  ')).toBe('a\nb\nc');
  });
});
