import { graphql } from '../../../gql';

/** The membership year's fields (issue #34). */
export const MembershipYearFieldsFragment = graphql(`
  fragment MembershipYearFields on MembershipYearSettings {
    version
    financialYearStartMonth
    membershipPeriod
    reminderOffsetDays
    graceDays
    ceaseAfterUnfinancialDays
    renewalsPaused
    bankAccountName
    bankBsb
    bankAccountNumber
    abn
    dgr
    dgrFundName
  }
`);

/** The membership year's settings with their version (admins). */
export const AdminMembershipYearSettingsDocument = graphql(`
  query AdminMembershipYearSettings {
    membershipYearSettings {
      ...MembershipYearFields
    }
  }
`);

/** Saves the membership year's settings; `expectedVersion` guards against another admin's save. */
export const AdminUpdateMembershipYearSettingsDocument = graphql(`
  mutation AdminUpdateMembershipYearSettings($input: MembershipYearSettingsInput!) {
    updateMembershipYearSettings(input: $input) {
      ...MembershipYearFields
    }
  }
`);

/** A class's fields for the Classes editor. */
export const AdminMembershipClassFieldsFragment = graphql(`
  fragment AdminMembershipClassFields on MembershipClass {
    id
    name
    annualFeeCents
    concessionFeeCents
    household
    renews
    archived
    position
    version
    memberCount
  }
`);

/** Every class, archived too, with member counts (admins). */
export const AdminMembershipClassesDocument = graphql(`
  query AdminMembershipClasses {
    membershipClasses(includeArchived: true) {
      ...AdminMembershipClassFields
    }
  }
`);

export const AdminCreateMembershipClassDocument = graphql(`
  mutation AdminCreateMembershipClass($input: MembershipClassInput!) {
    createMembershipClass(input: $input) {
      ...AdminMembershipClassFields
    }
  }
`);

export const AdminUpdateMembershipClassDocument = graphql(`
  mutation AdminUpdateMembershipClass($id: ID!, $input: MembershipClassInput!) {
    updateMembershipClass(id: $id, input: $input) {
      ...AdminMembershipClassFields
    }
  }
`);

export const AdminArchiveMembershipClassDocument = graphql(`
  mutation AdminArchiveMembershipClass($input: MembershipClassArchiveInput!) {
    archiveMembershipClass(input: $input) {
      ...AdminMembershipClassFields
    }
  }
`);
