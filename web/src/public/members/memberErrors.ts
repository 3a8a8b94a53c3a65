import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import * as ErrorCode from '../../../../shared/error-codes';
import { memberPortalMessages } from '../../../../shared/member-portal-messages';
import { errorCode, errorMessage, fieldErrors, rateLimitedText } from '../../shared/errors';
import { useToast } from '../../shared/Toast';

/** True for the server's "too many" answer (RATE_LIMITED: the member link's limits and the others). */
export const isTooMany = (error: unknown): boolean => errorCode(error) === ErrorCode.RATE_LIMITED;

/**
 * The member area's one way of handling a failed member operation (issue #21): an ended session
 * (UNAUTHENTICATED) says so and shows the sign-in form (the cached member becomes null); a
 * BAD_USER_INPUT with per-field messages gives them back for the form; anything else is an error toast.
 * @returns a handler: the field messages for the form, or {} when a toast said it
 */
export function useMemberFailure(): (error: unknown) => Record<string, string> {
  const toast = useToast();
  const client = useApolloClient();
  return useCallback(
    (error: unknown) => {
      const code = errorCode(error);
      if (code === ErrorCode.UNAUTHENTICATED) {
        toast.error(memberPortalMessages.sessionEnded);
        forgetMember(client.cache);
        return {};
      }
      const fields = code === ErrorCode.BAD_USER_INPUT ? fieldErrors(error) : {};
      if (Object.keys(fields).length > 0) return fields;
      toast.error(rateLimitedText(error) ?? (code ? errorMessage(error) : memberPortalMessages.actionFailed));
      return {};
    },
    [client, toast],
  );
}

/** Marks no member signed in, in the cache the header and /members read. */
export function forgetMember(cache: ApolloCache): void {
  setMemberHint(false);
  cache.modify({ fields: { memberAccount: () => null } });
  cache.evict({ id: 'MemberAccount:{}' });
}

/**
 * Notes whether a member is signed in on this browser, for the header: the `memberHint=1` cookie
 * PublicLayout's MEMBER_HINT reads (it asks for the member's name only then; the name is written
 * out here, not imported, so the layout stays one chunk of its own). A plain cookie with no secret
 * in it; the session is the server's httpOnly cookie.
 */
export function setMemberHint(signedIn: boolean): void {
  document.cookie = `memberHint=${signedIn ? '1' : ''}; path=/; SameSite=Lax; max-age=${signedIn ? 30 * 86_400 : 0}`;
}
