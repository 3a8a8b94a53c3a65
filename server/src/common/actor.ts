/**
 * Who performs an action: the signed-in staff user's id and name, or nulls for the public and the
 * system. Recorded on audit entries and as "approved by" (SPEC §6: the user's name, fallback "Admin").
 */
export interface Actor {
  id: string | null;
  name: string | null;
  /**
   * The member acting in their own area (issue #21), whose audit entries are linked to them by this
   * id when written (`audit_entries.actor_member_id`, issue #31), never found by their name later.
   */
  memberId?: string | null;
}
