import { graphql } from '../../gql';

/** How long each kind of record is kept (issue #19), stated on /privacy. */
export const RetentionSettingsDocument = graphql(`
  query RetentionSettings {
    retentionSettings {
      rejectedApplicationDays
      contactMessageDays
      outboxBodyDays
      cancelledRsvpDays
    }
  }
`);
