import type { DataSource, EntityMetadata, QueryRunner } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { contentEntities } from '../src/content/content.entities';
import { describeDb, startTestServer, type TestServer } from './harness';

/** A column as the migrated database has it (pg_attribute). */
interface StoredColumn {
  name: string;
  /** `format_type`, e.g. `numeric(12,2)`, `text[]`, `timestamp with time zone`. */
  type: string;
  notNull: boolean;
  /** The default's expression, e.g. `'draft'::text`; null when none. */
  default: string | null;
  generated: boolean;
}

/** An index as the migrated database has it; an expression's place in `columns` is `(expression)`. */
interface StoredIndex {
  name: string;
  unique: boolean;
  primary: boolean;
  partial: boolean;
  columns: string[];
}

async function storedColumns(db: QueryRunner, table: string): Promise<Map<string, StoredColumn>> {
  const rows = (await db.query(
    `SELECT a.attname::text AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull",
            pg_get_expr(d.adbin, d.adrelid) AS default, a.attgenerated <> '' AS generated
       FROM pg_attribute a
       JOIN pg_class t ON t.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = current_schema() AND t.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped`,
    [table],
  )) as StoredColumn[];
  return new Map(rows.map((r) => [r.name, r]));
}

async function storedIndexes(db: QueryRunner, table: string): Promise<StoredIndex[]> {
  return (await db.query(
    `SELECT i.relname::text AS name, ix.indisunique AS unique, ix.indisprimary AS primary, ix.indpred IS NOT NULL AS partial,
            array_agg(coalesce(a.attname::text, '(expression)') ORDER BY k.ord) AS columns
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      CROSS JOIN LATERAL unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
       LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE n.nspname = current_schema() AND t.relname = $1
      GROUP BY i.relname, ix.indisunique, ix.indisprimary, ix.indpred`,
    [table],
  )) as StoredIndex[];
}

/** The type the entity says the column has, written as `format_type` writes it. */
function expectedType(db: DataSource, column: ColumnMetadata): string {
  const base = db.driver.normalizeType(column);
  const size =
    column.precision != null ? `(${column.precision}${column.scale != null ? `,${column.scale}` : ''})` : column.length ? `(${column.length})` : '';
  return `${base}${size}${column.isArray ? '[]' : ''}`;
}

/**
 * A default without its casts and quotes: `'draft'::text` → `draft`, `'{}'::text[]` → `{}`; today's
 * date as CURRENT_DATE however the server prints it (PostgreSQL before 16: `('now'::text)::date`).
 */
const bare = (sql: string): string =>
  sql === "('now'::text)::date" ? 'CURRENT_DATE' : sql.replace(/(::[a-z ]+(\[\])?)+$/i, '').replace(/^'(.*)'$/s, '$1');

/** The default the entity says the column has (as {@link bare} writes it); null when none. */
function expectedDefault(column: ColumnMetadata): string | null {
  if (column.isCreateDate || column.isUpdateDate) return 'now()';
  if (column.generationStrategy === 'uuid') return 'gen_random_uuid()';
  if (column.generationStrategy === 'increment') return `nextval('${column.entityMetadata.tableName}_${column.databaseName}_seq'::regclass)`;
  const value: unknown = column.default;
  if (value === undefined || value === null) return null;
  if (typeof value === 'function') return bare(String((value as () => unknown)()));
  return bare(String(value));
}

/**
 * Every way an entity and its migrated table disagree, as sentences; empty when they agree. Columns
 * (name, type with precision and array, NOT NULL, default), the primary key, and each index and
 * unique constraint the entity declares (by columns; the database may hold more indexes, e.g. GIN or
 * partial ones written in migrations only). A column the database has and the entity lacks is a
 * disagreement unless the database computes it (a generated column).
 */
async function disagreements(ds: DataSource, db: QueryRunner, metadata: EntityMetadata): Promise<string[]> {
  const table = metadata.tableName;
  const problems: string[] = [];
  const columns = await storedColumns(db, table);
  if (columns.size === 0) return [`${metadata.name}: the table "${table}" does not exist`];
  for (const column of metadata.columns) {
    const where = `${table}.${column.databaseName} (${metadata.name}.${column.propertyName})`;
    const stored = columns.get(column.databaseName);
    if (!stored) {
      problems.push(`${where}: no such column in the database`);
      continue;
    }
    const type = expectedType(ds, column);
    if (type !== stored.type) problems.push(`${where}: the entity says ${type}, the database has ${stored.type}`);
    if (column.isNullable === stored.notNull)
      problems.push(
        `${where}: the entity says ${column.isNullable ? 'nullable' : 'NOT NULL'}, the database ${stored.notNull ? 'NOT NULL' : 'nullable'}`,
      );
    const wanted = expectedDefault(column);
    const actual = stored.default === null ? null : bare(stored.default);
    if (wanted !== actual) problems.push(`${where}: the entity's default is ${wanted ?? 'none'}, the database's ${actual ?? 'none'}`);
  }
  const mapped = new Set(metadata.columns.map((c) => c.databaseName));
  for (const stored of columns.values())
    if (!mapped.has(stored.name) && !stored.generated) problems.push(`${table}.${stored.name}: a column the entity ${metadata.name} does not map`);

  const indexes = await storedIndexes(db, table);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);
  const primary = metadata.primaryColumns.map((c) => c.databaseName);
  if (!indexes.some((i) => i.primary && same(i.columns, primary))) problems.push(`${table}: the primary key is not (${primary.join(', ')})`);
  for (const index of metadata.indices) {
    const wanted = index.columns.map((c) => c.databaseName);
    const found = indexes.find((i) => i.name === index.name);
    if (!found) problems.push(`${table}: no index named ${index.name}`);
    else if (!same(found.columns, wanted) || found.unique !== index.isUnique || found.partial)
      problems.push(
        `${table}: the index ${index.name} is (${found.columns.join(', ')}), the entity says (${wanted.join(', ')})${index.isUnique ? ' unique' : ''}`,
      );
  }
  for (const unique of metadata.uniques) {
    const wanted = unique.columns.map((c) => c.databaseName);
    if (!indexes.some((i) => i.unique && !i.partial && same(i.columns, wanted)))
      problems.push(`${table}: no unique constraint on (${wanted.join(', ')}), which the entity declares`);
  }
  return problems;
}

describeDb('entities and the migrated database (issue #32)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Runs `body` on one connection of the server's database, released after. */
  async function withRunner<T>(body: (db: QueryRunner) => Promise<T>): Promise<T> {
    const runner = server.services.db.createQueryRunner();
    try {
      return await body(runner);
    } finally {
      await runner.release();
    }
  }

  const metadataOf = (target: unknown) => server.services.db.getMetadata(target as never);

  it('maps every content entity to its migrated table: the same columns, types, precision, nullability, defaults, key, indexes and uniques', async () => {
    const found = await withRunner(async (db) => {
      const all: string[] = [];
      for (const entity of contentEntities) all.push(...(await disagreements(server.services.db, db, metadataOf(entity))));
      return all;
    });
    expect(found).toEqual([]);
  });

  // Outside the content types (issue #32 follow-up): four timestamps the database defaults to now()
  // while their entities declare no default. Harmless today (TypeORM sends DEFAULT for a property
  // left unset) but a disagreement all the same; the list fails when one is fixed, so it only shrinks.
  const KNOWN_ELSEWHERE = [
    "member_links.created_at (MemberLink.createdAt): the entity's default is none, the database's now()",
    "member_sessions.created_at (MemberSession.createdAt): the entity's default is none, the database's now()",
    "member_change_requests.requested_at (MemberChangeRequest.requestedAt): the entity's default is none, the database's now()",
    "member_erasure_requests.requested_at (MemberErasureRequestRow.requestedAt): the entity's default is none, the database's now()",
  ];

  it('maps every other entity to its migrated table in the same way (but for the defaults listed)', async () => {
    const content = new Set<unknown>(contentEntities);
    const found = await withRunner(async (db) => {
      const all: string[] = [];
      for (const metadata of server.services.db.entityMetadatas.filter((m) => !content.has(m.target) && m.tableType === 'regular'))
        all.push(...(await disagreements(server.services.db, db, metadata)));
      return all;
    });
    expect(found.sort()).toEqual([...KNOWN_ELSEWHERE].sort());
  });

  it('tells a column whose precision, nullability or default drifted, and an index the migrations lack', async () => {
    const found = await withRunner(async (db) => {
      await db.startTransaction();
      try {
        await db.query(`ALTER TABLE projects ALTER COLUMN budget TYPE numeric(10,2), ALTER COLUMN coordinator SET NOT NULL`);
        await db.query(`ALTER TABLE events ALTER COLUMN current_attendees DROP DEFAULT`);
        await db.query(`DROP INDEX events_visible_idx`);
        const metadata = contentEntities.map(metadataOf).filter((m) => m.tableName === 'projects' || m.tableName === 'events');
        const all: string[] = [];
        for (const m of metadata) all.push(...(await disagreements(server.services.db, db, m)));
        return all;
      } finally {
        await db.rollbackTransaction();
      }
    });
    expect(found.sort()).toEqual(
      [
        "events.current_attendees (Event.currentAttendees): the entity's default is 0, the database's none",
        'events: no index named events_visible_idx',
        'projects.budget (Project.budget): the entity says numeric(12,2), the database has numeric(10,2)',
        'projects.coordinator (Project.coordinator): the entity says nullable, the database NOT NULL',
      ].sort(),
    );
  });
});
