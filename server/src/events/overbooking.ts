import { attendeeMessages } from '../../../shared/attendee-messages';
import { ConflictError, ConflictReason } from '../common/errors';

/**
 * A walk-in checked in at a full event needs staff to confirm the overbooking (issue #33): CONFLICT
 * with `extensions.reason` OVERBOOK_NEEDED and the figures (`taken`, `capacity`), so the check-in page
 * can ask "This event is full (N of N). Check them in anyway?" and send again with `overbook: true`.
 */
export class OverbookingNeededError extends ConflictError {
  constructor(
    readonly taken: number,
    readonly capacity: number,
  ) {
    super(attendeeMessages.overbookNeeded(taken, capacity), { reason: ConflictReason.OVERBOOK_NEEDED, taken, capacity });
  }
}
