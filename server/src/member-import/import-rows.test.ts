import { parseDay, readMember, suggestMapping } from './import-rows';
import { importMessages } from '../../../shared/member-import';

describe('reading import rows (issue #34 "Moving in")', () => {
  it('reads YYYY-MM-DD and Australian D/M/YYYY dates, and nothing that is not a calendar day', () => {
    expect(parseDay('2024-07-01')).toBe('2024-07-01');
    expect(parseDay('1/7/2024')).toBe('2024-07-01');
    expect(parseDay('29/02/2024')).toBe('2024-02-29');
    for (const bad of ['29/2/2023', '2024-02-30', '7/1/24', '2024/07/01', '1.7.2024', 'July 2024', '13/13/2024', '0/1/2024'])
      expect({ bad, day: parseDay(bad) }).toEqual({ bad, day: null });
  });

  it('suggests a field from the headings, in any case and punctuation, each field once', () => {
    expect(suggestMapping(['E-Mail Address', 'Full Name', 'NAME', 'Member No.', 'Paid to', 'Favourite colour'])).toEqual([
      'email',
      'fullName',
      null,
      'memberNumber',
      'financialUntil',
      null,
    ]);
  });

  it('names each bad value of a row with its spreadsheet row number and field', () => {
    const mapping = ['fullName', 'email', 'numAdults', 'memberType', 'status', 'financialUntil'] as const;
    const { member, problems } = readMember(
      { row: 7, cells: ['Ann', 'ANN@Example.org ', '100', 'Owner', 'Active', '31/12/2030'] },
      [...mapping],
      '2026-01-01',
    );
    expect(member).toMatchObject({
      emailKey: 'ann@example.org',
      memberType: 'owner',
      status: 'approved',
      financialUntil: '2030-12-31',
      numAdults: null,
    });
    expect(problems).toEqual([{ row: 7, field: 'numAdults', message: importMessages.count('Adults') }]);
  });
});
