import 'reflect-metadata';
import { MemberStatus, MemberType } from './member.enums';
import { MemberSortField, SortOrder } from './member.enums';
import { exportName, memberOrder, phoneDigits, phoneNationalSql } from './member-queries';

describe('the member search and list (issue #20)', () => {
  it('reads a search as a phone number only when it is digits with separators, at least three', () => {
    expect(phoneDigits('0412 345 678')).toEqual(['0412345678']);
    expect(phoneDigits('(03) 9123-4567')).toEqual(['0391234567']);
    expect(phoneDigits('12')).toEqual([]);
    expect(phoneDigits('Smith 0412')).toEqual([]);
    expect(phoneDigits(null)).toEqual([]);
  });

  it('adds the national form of an Australian number typed internationally', () => {
    expect(phoneDigits('+61 412 345 678')).toEqual(['61412345678', '0412345678']);
    expect(phoneDigits('0061 412 345 678')).toEqual(['0061412345678', '0412345678']);
    expect(phoneDigits('+61 (0)412 345 678')).toEqual(['610412345678', '0412345678']);
    expect(phoneDigits('+614')).toEqual(['614', '04']);
  });

  it('matches stored phones in national digits, on the index’s own expression', () => {
    expect(phoneNationalSql('m.phone')).toBe(`regexp_replace(regexp_replace(m.phone, '[^0-9]', '', 'g'), '^(00)?610?([0-9]{9})$', '0\\2')`);
  });

  it('names an export after its filters, or "all"', () => {
    expect(exportName({})).toBe('all');
    expect(exportName({ status: MemberStatus.APPROVED, memberType: MemberType.RENTER, search: '  Smith & Co ' })).toBe(
      'approved-renter-search-smith-co',
    );
  });

  it('orders by join date then creation by default, by name without case, or by status then newest', () => {
    expect(memberOrder()).toEqual([
      { sql: 'm.join_date', order: 'DESC' },
      { sql: 'm.created_at', order: 'DESC' },
    ]);
    expect(memberOrder({ field: MemberSortField.NAME, order: SortOrder.ASC })).toEqual([{ sql: 'lower(m.full_name)', order: 'ASC' }]);
    expect(memberOrder({ field: MemberSortField.STATUS, order: SortOrder.ASC })).toEqual([
      { sql: 'm.status', order: 'ASC' },
      { sql: 'm.created_at', order: 'DESC' },
    ]);
  });
});
