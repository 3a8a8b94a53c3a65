import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { RsvpInput, RsvpResult } from './engagement.inputs';
import { isHoneypotFilled } from '../common/honeypot';

/** RSVPs from the public site, stored (issue 3); contact and newsletter live in contact/ and newsletter/ (issue #18). */
@Resolver()
export class EngagementResolver {
  /**
   * Public: RSVPs to a published event and takes its places atomically. Limited per IP; a filled
   * honeypot (`website`) is answered as accepted without storing anything.
   * @throws BAD_USER_INPUT (name, email, attendees 1–5, lengths); NOT_FOUND; CONFLICT when full, closed or past; RATE_LIMITED
   */
  @Mutation(() => RsvpResult, {
    description: 'RSVP to a published event (public). CONFLICT when full, past, or registration closed; RATE_LIMITED when one IP sends too many.',
  })
  async rsvpEvent(@Arg('input', () => RsvpInput) input: RsvpInput, @Ctx() ctx: AppContext): Promise<RsvpResult> {
    await ctx.services.publicWrites.admit('rsvp', ctx.ip);
    if (isHoneypotFilled(input.website)) return ctx.services.engagement.rsvpDecoy(input);
    return ctx.services.engagement.rsvp(input);
  }
}
