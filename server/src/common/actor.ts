/**
 * Who performs an action: the signed-in staff user's id and name, or nulls for the public and the
 * system. Recorded on audit entries and as "approved by" (SPEC §6: the user's name, fallback "Admin").
 */
export interface Actor {
  id: string | null;
  name: string | null;
}
