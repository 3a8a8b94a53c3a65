import { PERSONAL_DATA_KINDS } from '../../../../shared/personal-data-kinds';
import type { AdminPersonalDataCountsFragment } from '../../gql/graphql';

type Counts = Omit<AdminPersonalDataCountsFragment, '__typename'>;

/** The kinds of record a person's data is made of, in the order the screens list them (as the access export does). */
export const RECORD_KINDS: readonly { key: keyof Counts; label: string }[] = PERSONAL_DATA_KINDS;

/** Total records in a set of counts. */
export const totalOf = (counts: Counts): number => RECORD_KINDS.reduce((sum, kind) => sum + counts[kind.key], 0);
