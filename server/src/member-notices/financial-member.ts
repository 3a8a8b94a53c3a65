/**
 * "Financial members only" (issue #35), defined once: a member is financial on `today` when their
 * membership is paid up to today or later (`financial_until >= today`), or when nothing was ever due
 * for it — no "financial until" date and a membership class whose annual fee is $0 (issue #34: such
 * a class never lapses for money). A member with no date and no class, or a class with a fee, is not
 * financial. Used by the notice audience (and by the meetings' voting eligibility after it).
 * @param member the SQL alias of the `members` row, e.g. "m"
 * @param todayParam the SQL parameter holding today's date in the association's zone, e.g. "$3"
 * @returns an SQL condition (a boolean expression) over that row
 */
export function financialMemberSql(member: string, todayParam: string): string {
  return `(${member}.financial_until >= ${todayParam}::date
    OR (${member}.financial_until IS NULL
        AND EXISTS (SELECT 1 FROM membership_classes fc WHERE fc.id = ${member}.membership_class_id AND fc.annual_fee_cents = 0)))`;
}
