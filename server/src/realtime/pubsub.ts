import { createPubSub } from '@graphql-yoga/subscription';
import type { ContentChangePayload } from '../content/content.types';
import type { MemberChangePayload } from '../members/member.types';

/** Topic → payload of every subscription the API offers (SPEC §4 Live updates). */
export type Topics = {
  MEMBER_CHANGED: [MemberChangePayload];
  CONTENT_CHANGED: [ContentChangePayload];
};

/** In-process pub/sub; a Redis-backed one can replace it without touching publishers. */
export const createAppPubSub = () => createPubSub<Topics>();
export type PubSub = ReturnType<typeof createAppPubSub>;
