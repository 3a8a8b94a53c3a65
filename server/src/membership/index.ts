/** What other features may use of membership/ (issue #34; a feature imports another only through its index.ts). */
export { MembershipClasses } from './membership-classes';
export type { MembershipClassInUse } from './membership-classes';
export type { MembershipClass, MembershipClassInput } from './membership-class.models';
export { bankTransferOf, feeDescription, MembershipFees } from './membership-fees';
export type { ApprovalFee, BankTransferDetails, FeePayer, MembershipFeesDeps } from './membership-fees';
export { addDays, FEE_DUE_DAYS, financialYearOf, firstFeeDueDate, firstPeriod, nextPeriod, sameDayNextYear } from './membership-period';
export type { MembershipPeriodDays, PeriodClass, PeriodSettings } from './membership-period';
