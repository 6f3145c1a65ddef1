import { MAX_DONATION_AMOUNT } from '@solar/shared-contracts';
import { roundToPence } from '../../lib/money';
import { amountIssue, isCustomAmountActive, isValidDonorEmail, resolveAmount } from './donation-rules';

describe('resolveAmount', () => {
  it('uses the custom amount when it is above 0', () => {
    expect(resolveAmount('75.5', 25)).toBe(75.5);
    expect(resolveAmount(' 40 ', 100)).toBe(40);
  });

  it('falls back to the selected preset when the custom amount is empty, zero, negative or not a number', () => {
    expect(resolveAmount('', 25)).toBe(25);
    expect(resolveAmount('0', 50)).toBe(50);
    expect(resolveAmount('-5', 100)).toBe(100);
    expect(resolveAmount('abc', 200)).toBe(200);
    expect(resolveAmount('', null)).toBe(0);
  });

  it('rounds to pence', () => {
    expect(resolveAmount('10.555', 25)).toBe(10.56);
    expect(roundToPence(19.999)).toBe(20);
  });

  it('reports whether the custom amount is in effect', () => {
    expect(isCustomAmountActive('12')).toBe(true);
    expect(isCustomAmountActive('0')).toBe(false);
    expect(isCustomAmountActive('')).toBe(false);
  });
});

describe('isValidDonorEmail', () => {
  it('accepts an address containing both "@" and "."', () => {
    expect(isValidDonorEmail('amina@example.org')).toBe(true);
    expect(isValidDonorEmail('  first.last@example.co.uk ')).toBe(true);
  });

  it('rejects an address missing either character', () => {
    expect(isValidDonorEmail('')).toBe(false);
    expect(isValidDonorEmail('amina@example')).toBe(false);
    expect(isValidDonorEmail('amina.example.org')).toBe(false);
  });
});

describe('amountIssue', () => {
  it('accepts £1 up to the online maximum', () => {
    expect(amountIssue(1)).toBeNull();
    expect(amountIssue(25)).toBeNull();
    expect(amountIssue(MAX_DONATION_AMOUNT)).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(amountIssue(0)).toBe('missing');
    expect(amountIssue(Number.NaN)).toBe('missing');
    expect(amountIssue(0.5)).toBe('below-minimum');
    expect(amountIssue(MAX_DONATION_AMOUNT + 0.01)).toBe('above-maximum');
  });
});
