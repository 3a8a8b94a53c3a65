import { defaultMembershipYear } from '../../../shared/membership-year';
import { addDays, nextPeriod } from './renewal-period';
import { planRenewal, renewalDays, renewalStanding, RenewalStanding, type RenewalState } from './renewal.rules';

const settings = defaultMembershipYear;
const state = (over: Partial<RenewalState> = {}): RenewalState => ({
  financialUntil: '2027-06-30',
  recordedOffsets: [],
  chargeStatus: null,
  lapseUndone: false,
  ...over,
});

describe('renewal rules (issue #34)', () => {
  it('moves calendar days across months and years', () => {
    expect(addDays('2027-06-30', 1)).toBe('2027-07-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it('gives the next period: the next financial year, or a year from the day after', () => {
    expect(nextPeriod(settings, null, '2027-06-30')).toEqual({ start: '2027-07-01', end: '2028-06-30' });
    expect(nextPeriod({ ...settings, financialYearStartMonth: 1 }, null, '2027-12-31')).toEqual({ start: '2028-01-01', end: '2028-12-31' });
    expect(nextPeriod({ ...settings, membershipPeriod: 'anniversary' }, null, '2027-03-14')).toEqual({ start: '2027-03-15', end: '2028-03-14' });
  });

  it('derives the standing: financial, due from the first reminder, grace after, unfinancial after the grace period', () => {
    expect(renewalDays('2027-06-30', settings)).toEqual({ chargeFrom: '2027-05-31', unfinancialFrom: '2027-07-31', ceasesOn: '2027-10-29' });
    expect(renewalStanding('2027-06-30', settings, '2027-05-30')).toBe(RenewalStanding.FINANCIAL);
    expect(renewalStanding('2027-06-30', settings, '2027-05-31')).toBe(RenewalStanding.DUE);
    expect(renewalStanding('2027-06-30', settings, '2027-06-30')).toBe(RenewalStanding.DUE);
    expect(renewalStanding('2027-06-30', settings, '2027-07-30')).toBe(RenewalStanding.GRACE);
    expect(renewalStanding('2027-06-30', settings, '2027-07-31')).toBe(RenewalStanding.UNFINANCIAL);
  });

  it('plans: nothing before the first reminder, the charge and the first reminder on its day, each reminder once', () => {
    expect(planRenewal(state(), settings, '2027-05-30')).toEqual({ createCharge: false, remind: null, skip: [], cease: false });
    expect(planRenewal(state(), settings, '2027-05-31')).toEqual({ createCharge: true, remind: 30, skip: [], cease: false });
    expect(planRenewal(state({ chargeStatus: 'open', recordedOffsets: [30] }), settings, '2027-06-01')).toEqual({
      createCharge: false,
      remind: null,
      skip: [],
      cease: false,
    });
    expect(planRenewal(state({ chargeStatus: 'open', recordedOffsets: [30] }), settings, '2027-06-23').remind).toBe(7);
  });

  it('sends only the latest reminder due when several are, skipping the others', () => {
    expect(planRenewal(state(), settings, '2027-07-01')).toEqual({ createCharge: true, remind: 0, skip: [30, 7], cease: false });
  });

  it('ceases on the cease day unless paid or a lapse of the period was undone', () => {
    expect(planRenewal(state({ chargeStatus: 'open' }), settings, '2027-10-28').cease).toBe(false);
    expect(planRenewal(state({ chargeStatus: 'open' }), settings, '2027-10-29').cease).toBe(true);
    expect(planRenewal(state({ chargeStatus: 'paid' }), settings, '2027-10-29').cease).toBe(false);
    expect(planRenewal(state({ chargeStatus: 'open', lapseUndone: true, recordedOffsets: [30, 7, 0, -14] }), settings, '2027-11-29')).toEqual({
      createCharge: false,
      remind: null,
      skip: [],
      cease: false,
    });
  });

  it('with no reminders set, makes the charge on the day the membership is paid until', () => {
    const none = { ...settings, reminderOffsetDays: [] };
    expect(planRenewal(state(), none, '2027-06-29').createCharge).toBe(false);
    expect(planRenewal(state(), none, '2027-06-30')).toEqual({ createCharge: true, remind: null, skip: [], cease: false });
  });
});
