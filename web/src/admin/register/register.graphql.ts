import { graphql } from '../../gql';

/** The register of members (AIR Act 2012 (Vic) s 56). */
export const AdminMemberRegisterDocument = graphql(`
  query AdminMemberRegister {
    memberRegister {
      currentStatuses
      formerStatuses
      current {
        memberNumber
        name
        address
        memberClass
        joinDate
      }
      former {
        memberNumber
        name
        ceasedDate
      }
    }
  }
`);

/** The register as CSV (UTF-8 with BOM). */
export const AdminExportMemberRegisterDocument = graphql(`
  query AdminExportMemberRegister {
    exportMemberRegister {
      filename
      content
      rows
    }
  }
`);
