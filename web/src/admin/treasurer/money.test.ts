import { formatMoney, monthName, parseDollars } from './money';

describe('money on the treasurer’s pages (issue #34)', () => {
  it('shows cents as Australian dollars', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-3000)).toBe('-$30.00');
  });

  it('reads what the treasurer types as cents, and refuses what is not an amount', () => {
    expect(parseDollars('45.5')).toBe(4550);
    expect(parseDollars('$1,234.50')).toBe(123450);
    expect(parseDollars(' 30 ')).toBe(3000);
    for (const bad of ['', 'abc', '1.234', '-5', '12,34']) expect(parseDollars(bad)).toBeNull();
  });

  it('names a month', () => expect(monthName('2026-07')).toBe('July 2026'));
});
