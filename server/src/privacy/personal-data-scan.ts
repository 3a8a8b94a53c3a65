import type { EntityManager } from 'typeorm';
import { likePattern } from '../common/like-pattern';

/** A column of a table that holds one of the searched texts, and in how many rows. */
export interface PersonalDataPlace {
  table: string;
  column: string;
  rows: number;
}

/** Column types that can hold a name, an address or an e-mail: text of any kind and JSON. */
const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY'];

/**
 * Every text, varchar, JSON and array column of every table in the database's own schema that holds
 * any of `texts` (case-insensitive, anywhere in the value) — written over information_schema, so a
 * table added later is searched too (issue #19: after erasure nothing may hold the person's data).
 * JSON is searched in its text form, where a line break is written `\n` and a quote `\"`: each text
 * is searched as written and as JSON writes it.
 * @param texts the values to look for (blank ones are ignored)
 */
export async function findPersonalData(manager: EntityManager, texts: string[]): Promise<PersonalDataPlace[]> {
  const wanted = [...new Set(texts.map((t) => t.trim()).filter((t) => t.length >= 3))];
  if (!wanted.length) return [];
  const patterns = [...new Set(wanted.flatMap((t) => [t, JSON.stringify(t).slice(1, -1)]).map(likePattern))];
  const columns = (await manager.query(
    `SELECT c.table_name AS "table", c.column_name AS "column"
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.data_type = ANY($1)
      ORDER BY c.table_name, c.ordinal_position`,
    [TEXT_TYPES],
  )) as { table: string; column: string }[];
  const places: PersonalDataPlace[] = [];
  for (const { table, column } of columns) {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS n FROM "${table.replace(/"/g, '""')}" WHERE "${column.replace(/"/g, '""')}"::text ILIKE ANY($1)`,
      [patterns],
    )) as { n: number }[];
    if (row.n > 0) places.push({ table, column, rows: row.n });
  }
  return places;
}
