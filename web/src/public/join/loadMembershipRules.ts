import type { MembershipModule } from './joinRules';

let loading: Promise<MembershipModule> | undefined;

/**
 * The SPEC §5 membership rules (shared/membership.ts: yup and the schemas built from it), loaded on
 * first use — the first focus in the form, else the first validation — rather than with /join:
 * evaluating yup and building the schemas was one 50–60 ms task at 4× CPU in the page's load
 * (issue #22, Total Blocking Time). A failed load is tried again next time.
 */
export function loadMembershipRules(): Promise<MembershipModule> {
  loading ??= import('../../../../shared/membership').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
