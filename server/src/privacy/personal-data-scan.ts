import type { EntityManager } from 'typeorm';
import { wholeEmailRegex } from '../common/email-address';
import { likePattern } from '../common/like-pattern';
import { JOB_SCHEMA } from '../jobs';

/** A column of a table that holds one of the searched texts, and in how many rows. */
export interface PersonalDataPlace {
  /** The table's name; outside the database's own schema, qualified ("pgboss.job"). */
  table: string;
  column: string;
  rows: number;
}

/** Column types that can hold a name, an address or an e-mail: text of any kind and JSON. */
const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY'];

/**
 * Every text, varchar, JSON and array column of every table in the database's own schema and in the
 * job queue's schema (JOB_SCHEMA: pg-boss keeps jobs' data, e.g. an address asking for a sign-in
 * link, for days) that holds any of `texts` (case-insensitive, anywhere in the value) — written over
 * information_schema, so a table added later is searched too (issue #19: after erasure nothing may
 * hold the person's data). A partitioned table's rows are counted under it and under its partition.
 * JSON is searched in its text form, where a line break is written `\n` and a quote `\"`: each text
 * is searched as written and as JSON writes it. An e-mail address is found only whole
 * (`wholeEmailRegex`: "a@dom" does not find "anna@dom", issue #31). A staff diagnostic only: it never
 * decides what an export holds or what erasure removes.
 * @param texts the values to look for (blank ones are ignored)
 */
export async function findPersonalData(manager: EntityManager, texts: string[]): Promise<PersonalDataPlace[]> {
  const wanted = [...new Set(texts.map((t) => t.trim()).filter((t) => t.length >= 3))];
  if (!wanted.length) return [];
  const isEmail = (t: string) => /^[^\s@]+@[^\s@]+$/.test(t);
  const patterns = [
    ...new Set(
      wanted
        .filter((t) => !isEmail(t))
        .flatMap((t) => [t, JSON.stringify(t).slice(1, -1)])
        .map(likePattern),
    ),
  ];
  const emails = [...new Set(wanted.filter(isEmail).map(wholeEmailRegex))];
  const columns = (await manager.query(
    `SELECT c.table_schema AS "schema", c.table_schema = current_schema() AS "own", c.table_name AS "table", c.column_name AS "column"
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE (c.table_schema = current_schema() OR c.table_schema = $2) AND c.data_type = ANY($1)
      ORDER BY c.table_schema = current_schema() DESC, c.table_schema, c.table_name, c.ordinal_position`,
    [TEXT_TYPES, JOB_SCHEMA],
  )) as { schema: string; own: boolean; table: string; column: string }[];
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const places: PersonalDataPlace[] = [];
  for (const { schema, own, table, column } of columns) {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS n FROM ${quote(schema)}.${quote(table)} WHERE ${quote(column)}::text ILIKE ANY($1) OR ${quote(column)}::text ~* ANY($2)`,
      [patterns, emails],
    )) as { n: number }[];
    if (row.n > 0) places.push({ table: own ? table : `${schema}.${table}`, column, rows: row.n });
  }
  return places;
}
