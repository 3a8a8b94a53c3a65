import type { ClassType } from 'type-graphql';
import type { DataSource, ValueTransformer } from 'typeorm';

/** One entity column as a plain list query reads it. */
interface PlainColumn {
  property: string;
  /** `alias."column" AS "property"` */
  select: string;
  /** The column's TypeORM transformers (e.g. numeric → number), applied as TypeORM would on read. */
  from: ((value: unknown) => unknown) | null;
}

const transformerOf = (t: ValueTransformer | ValueTransformer[] | undefined): ((value: unknown) => unknown) | null => {
  if (!t) return null;
  const list = Array.isArray(t) ? [...t].reverse() : [t];
  return (value) => list.reduce<unknown>((v, one) => one.from(v), value);
};

/**
 * Reads entity rows of a hot public list without TypeORM's query builder or hydration (issue #24:
 * in a CPU profile of the uncached lists, TypeORM's SQL building and row-to-entity transform were
 * the largest JavaScript cost): the SELECT list names only the columns the client asked for, pg's
 * rows come back keyed by property name, and each row becomes an instance of the entity class, so
 * getters (`Project.progress`) and field resolvers see what they saw before. The values are pg's
 * own parse, which is TypeORM's for these column types (text, uuid, integer, boolean, text[],
 * timestamptz → Date, date → 'YYYY-MM-DD' by the parser set in db/data-source.ts); columns with a
 * TypeORM transformer (numeric budget) go through it.
 */
export class PlainRows<T extends object> {
  private readonly columns: PlainColumn[];
  private readonly byProperty: Map<string, PlainColumn>;

  /**
   * @param db the data source whose metadata describes the entity
   * @param entity the entity class (rows become its instances)
   * @param alias the table's alias in the queries that use {@link select}
   * @param needs per GraphQL field that is not a column (a getter or field resolver), the properties it reads
   */
  constructor(
    db: DataSource,
    private readonly entity: ClassType<T>,
    alias: string,
    private readonly needs: Readonly<Record<string, readonly string[]>> = {},
  ) {
    this.columns = db.getMetadata(entity).columns.map((c) => ({
      property: c.propertyName,
      select: `${alias}."${c.databaseName}" AS "${c.propertyName}"`,
      from: transformerOf(c.transformer),
    }));
    this.byProperty = new Map(this.columns.map((c) => [c.property, c]));
  }

  /**
   * The SELECT list for the fields a client asked for: `id` always, each requested column, and
   * the columns that requested getters and field resolvers read; every column when `fields` is null.
   */
  select(fields: ReadonlySet<string> | null | undefined): string {
    if (!fields) return this.columns.map((c) => c.select).join(', ');
    const wanted = new Set(['id']);
    for (const field of fields) {
      if (this.byProperty.has(field)) wanted.add(field);
      for (const property of this.needs[field] ?? []) wanted.add(property);
    }
    return this.columns
      .filter((c) => wanted.has(c.property))
      .map((c) => c.select)
      .join(', ');
  }

  /** Rows keyed by property name as entity instances (extra keys, e.g. a window total, are left out). */
  hydrate(rows: readonly Record<string, unknown>[]): T[] {
    const prototype = this.entity.prototype as object;
    return rows.map((row) => {
      const item = Object.create(prototype) as Record<string, unknown>;
      for (const key in row) {
        const column = this.byProperty.get(key);
        if (column) item[key] = column.from ? column.from(row[key]) : row[key];
      }
      return item as T;
    });
  }
}
