import { addDays, FEE_DUE_DAYS, financialYearOf, firstFeeDueDate, firstPeriod, nextPeriod, sameDayNextYear } from './membership-period';

const fy = { financialYearStartMonth: 7, membershipPeriod: 'financial_year' as const };
const anniversary = { financialYearStartMonth: 7, membershipPeriod: 'anniversary' as const };
const renews = { renews: true };

describe('the membership period (issue #34)', () => {
  describe('financial year', () => {
    it.each([
      ['2026-07-01', '2026-07-01', '2027-06-30'],
      ['2027-06-30', '2026-07-01', '2027-06-30'],
      ['2026-12-31', '2026-07-01', '2027-06-30'],
      ['2027-01-01', '2026-07-01', '2027-06-30'],
      ['2026-06-30', '2025-07-01', '2026-06-30'],
      ['2028-02-29', '2027-07-01', '2028-06-30'],
    ])('approved on %s: the financial year %s – %s', (day, start, end) => {
      expect(firstPeriod(fy, renews, day)).toEqual({ start, end });
    });

    it('follows the start month: January is the calendar year, October ends on 30 September (leap or not)', () => {
      expect(financialYearOf({ financialYearStartMonth: 1 }, '2026-05-05')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
      expect(financialYearOf({ financialYearStartMonth: 10 }, '2026-09-30')).toEqual({ start: '2025-10-01', end: '2026-09-30' });
      expect(financialYearOf({ financialYearStartMonth: 3 }, '2028-02-10')).toEqual({ start: '2027-03-01', end: '2028-02-29' });
      expect(financialYearOf({ financialYearStartMonth: 3 }, '2027-02-10')).toEqual({ start: '2026-03-01', end: '2027-02-28' });
    });

    it('renews for the next financial year from the end of this one', () => {
      expect(nextPeriod(fy, renews, '2027-06-30')).toEqual({ start: '2027-07-01', end: '2028-06-30' });
    });

    it('runs a renewal that starts mid-year (the settings changed) to the end of that financial year', () => {
      expect(nextPeriod(fy, renews, '2027-03-14')).toEqual({ start: '2027-03-15', end: '2027-06-30' });
    });

    it('charges a member still financial on the day for the period after the one paid for', () => {
      expect(firstPeriod(fy, renews, '2026-08-01', '2027-06-30')).toEqual({ start: '2027-07-01', end: '2028-06-30' });
      expect(firstPeriod(fy, renews, '2026-08-01', '2026-07-31')).toEqual({ start: '2026-07-01', end: '2027-06-30' });
    });
  });

  describe('anniversary', () => {
    it.each([
      ['2026-03-12', '2026-03-12', '2027-03-11'],
      ['2026-01-01', '2026-01-01', '2026-12-31'],
      ['2026-12-31', '2026-12-31', '2027-12-30'],
      ['2026-03-01', '2026-03-01', '2027-02-28'],
      ['2027-03-01', '2027-03-01', '2028-02-29'],
      ['2028-02-29', '2028-02-29', '2029-02-28'],
      ['2027-02-28', '2027-02-28', '2028-02-27'],
    ])('joined on %s: %s – %s', (day, start, end) => {
      expect(firstPeriod(anniversary, renews, day)).toEqual({ start, end });
    });

    it('renews from the day after, a year at a time, past a leap day', () => {
      expect(nextPeriod(anniversary, renews, '2027-03-11')).toEqual({ start: '2027-03-12', end: '2028-03-11' });
      expect(nextPeriod(anniversary, renews, '2029-02-28')).toEqual({ start: '2029-03-01', end: '2030-02-28' });
      expect(nextPeriod(anniversary, renews, '2028-02-28')).toEqual({ start: '2028-02-29', end: '2029-02-28' });
    });
  });

  it('has no next period for a class that does not renew', () => {
    expect(nextPeriod(fy, { renews: false }, '2027-06-30')).toBeNull();
    expect(nextPeriod(anniversary, { renews: false }, '2027-06-30')).toBeNull();
  });

  it('is due 30 days after approval, or on the first day of a period that starts later', () => {
    expect(FEE_DUE_DAYS).toBe(30);
    expect(firstFeeDueDate('2026-07-10', { start: '2026-07-01', end: '2027-06-30' })).toBe('2026-08-09');
    expect(firstFeeDueDate('2026-08-01', { start: '2027-07-01', end: '2028-06-30' })).toBe('2027-07-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(sameDayNextYear('2028-02-29')).toBe('2029-03-01');
  });

  it('refuses what is not a calendar day or a month', () => {
    expect(() => firstPeriod(fy, renews, '2027-02-29')).toThrow(RangeError);
    expect(() => firstPeriod(fy, renews, '1 July 2026')).toThrow(RangeError);
    expect(() => financialYearOf({ financialYearStartMonth: 13 }, '2026-01-01')).toThrow(RangeError);
  });
});
