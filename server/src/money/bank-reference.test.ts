import fc from 'fast-check';
import { bankReference, chargeNumberOf, luhnDigit } from './bank-reference';

describe('bank references (issue #34)', () => {
  it('computes the Luhn digit of the standard example', () => {
    expect(luhnDigit('7992739871')).toBe(3);
  });

  it('pads to six digits, adds a check digit and reads back whatever case, spaces or dashes', () => {
    expect(bankReference(427)).toBe('RA0004275');
    expect(chargeNumberOf('ra 000427-5')).toBe(427);
    expect(bankReference(12345678)).toMatch(/^RA12345678\d$/);
  });

  it('refuses a mistyped digit, a swapped pair of digits and foreign references', () => {
    expect(chargeNumberOf('RA0004274')).toBeNull();
    expect(chargeNumberOf('RA0002475')).toBeNull();
    expect(chargeNumberOf('INV0004275')).toBeNull();
    expect(() => bankReference(0)).toThrow(RangeError);
  });

  it('reads back every reference it makes, and a change of any one digit is caught', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.nat(), fc.integer({ min: 1, max: 9 }), (n, position, delta) => {
        const reference = bankReference(n);
        expect(chargeNumberOf(reference)).toBe(n);
        const digits = reference.slice(2);
        const i = position % digits.length;
        const changed = `RA${digits.slice(0, i)}${(Number(digits[i]) + delta) % 10}${digits.slice(i + 1)}`;
        expect(chargeNumberOf(changed)).toBeNull();
      }),
    );
  });
});
