import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { can } from '../../../../shared/capabilities';
import { useAuth } from '../../auth/AuthContext';
import { AdminMailStatusDocument } from '../layout/layout.graphql';

/**
 * Whether e-mail is really being sent (issue #33 "honest toasts"): the server's
 * `emailDeliveryConfigured` (false without SMTP_URL: the outbox keeps mails, it does not send them),
 * the same flag as the admin's "not delivered" banner, read from the cache when the layout has it.
 * @returns a function resolving to true when mail is sent, false when it is kept; true when the
 *   server could not be asked (the toast then says what was asked for, as before)
 */
export function useMailDelivery(): () => Promise<boolean> {
  const client = useApolloClient();
  // The layout's own variables, so its cached answer is the one read.
  const messages = can(useAuth().session?.user.role, 'handleMessages');
  return useCallback(async () => {
    try {
      const result = await client.query({ query: AdminMailStatusDocument, variables: { messages }, fetchPolicy: 'cache-first' });
      return result.data?.emailDeliveryConfigured !== false;
    } catch {
      return true;
    }
  }, [client, messages]);
}
