import { Initial1763800000000 } from './1763800000000-initial';

/** Migrations in the order they run; add each new one here. */
export const migrations = [Initial1763800000000];
