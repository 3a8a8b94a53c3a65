import 'reflect-metadata';
import { Field, Float, Int, ObjectType, type ClassType } from 'type-graphql';
import { Column, Entity, getMetadataArgsStorage, type ColumnOptions } from 'typeorm';
import { withArticle, type ContentTypeDecl, type FieldDecl } from '../../../shared/content-fields';
import { ContentItem, numericTransformer } from './content.entity';

/** What `Field` takes as its type, e.g. `() => Int`. */
type GraphqlType = NonNullable<Parameters<typeof Field>[0]>;

/** One column of a generated entity: its TypeORM options and its GraphQL field. */
export interface GeneratedColumn {
  /** The entity property and GraphQL field, e.g. `pinnedUntil`. */
  property: string;
  /** TypeORM options; `name` is the property in snake_case, e.g. `pinned_until`. */
  column: ColumnOptions;
  graphql: { type: GraphqlType; nullable: boolean; description: string };
}

/** The SQL column of a property: its snake_case, e.g. `imageUrl` → `image_url`. */
export const columnName = (property: string): string => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A description ends with a full stop, as the rest of the schema's do. */
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A declared field's column: its kind gives the SQL and GraphQL types (text/String, integer/Int,
 * numeric/Float, boolean, date as YYYY-MM-DD text, timestamptz/Date, text[] for tags); it is NOT
 * NULL when required, when it has a default, and for checkboxes (SPEC §5: false by default).
 */
function fieldColumn(field: FieldDecl): GeneratedColumn {
  const notNull = Boolean(field.required) || field.default !== undefined || field.kind === 'boolean';
  const base: ColumnOptions = { name: columnName(field.name), nullable: !notNull };
  if (field.default !== undefined && field.kind !== 'tags') base.default = field.default;
  const description = sentence(field.description ?? field.label);
  const of = (column: ColumnOptions, type: GraphqlType): GeneratedColumn => ({
    property: field.name,
    column: { ...base, ...column },
    graphql: { type, nullable: !notNull, description },
  });
  switch (field.kind) {
    case 'int':
      return of({ type: 'integer' }, () => Int);
    case 'float':
      return of({ type: 'numeric', transformer: numericTransformer }, () => Float);
    case 'boolean':
      return of({ type: 'boolean', default: field.default ?? false }, () => Boolean);
    case 'date':
      return of({ type: 'date' }, () => String);
    case 'datetime':
      return of({ type: 'timestamptz' }, () => Date);
    case 'select':
      return typeof field.options?.[0]?.value === 'number' ? of({ type: 'integer' }, () => Int) : of({ type: 'text' }, () => String);
    case 'tags':
      return {
        property: field.name,
        column: { name: columnName(field.name), type: 'text', array: true, nullable: false, default: () => "'{}'" },
        graphql: { type: () => [String], nullable: false, description },
      };
    default:
      return of({ type: 'text' }, () => String);
  }
}

/**
 * A server field's column (`serverFields`): `slug` is unique, NOT NULL text made from the title on
 * create (content.declarations.ts); any other is nullable text the server fills.
 */
function serverColumn(decl: ContentTypeDecl<string>, property: string): GeneratedColumn {
  if (property === 'slug')
    return {
      property,
      column: { name: 'slug', type: 'text', unique: true, nullable: false },
      graphql: { type: () => String, nullable: false, description: `URL slug from the ${decl.titleField}, unique; set on create.` },
    };
  return {
    property,
    column: { name: columnName(property), type: 'text', nullable: true },
    graphql: { type: () => String, nullable: true, description: 'Set by the server, never by the form.' },
  };
}

/**
 * The columns of a type's entity beyond ContentItem's, from its declaration (issue #23): one per
 * declared field, count column (integer, default 0) and server field, in that order.
 * @param decl a content type's declaration (shared/collections/ or a test's)
 */
export function contentColumns(decl: ContentTypeDecl<string>): GeneratedColumn[] {
  const common = new Set(
    getMetadataArgsStorage()
      .columns.filter((c) => c.target === ContentItem)
      .map((c) => c.propertyName),
  );
  const counts = (decl.countColumns ?? []).map((c): GeneratedColumn => ({
    property: c.name,
    column: { name: columnName(c.name), type: 'integer', nullable: false, default: 0 },
    graphql: { type: () => Int, nullable: false, description: sentence(c.label) },
  }));
  return [...decl.fields.map(fieldColumn), ...counts, ...(decl.serverFields ?? []).map((name) => serverColumn(decl, name))].filter(
    (c) => !common.has(c.property),
  );
}

/**
 * Builds the entity of a content type from its declaration (issue #23), for a type with no
 * hand-written entity: a class extending ContentItem, named `graphqlName`, mapped to `table`
 * (TypeORM `@Entity`) and exposed as the GraphQL object `graphqlName` (`@ObjectType`, described by
 * the declaration's `description`, else "A {label} managed in the CMS."), with one `@Column` + `@Field` per {@link contentColumns}.
 * Decorators register globally: call it once per declaration (db/entities.ts does).
 * @param decl a content type's declaration
 * @returns the entity class; its instances are reached generically, as ContentItem
 */
export function createContentEntity(decl: ContentTypeDecl<string>): ClassType<ContentItem> {
  const Generated = class extends ContentItem {};
  Object.defineProperty(Generated, 'name', { value: decl.graphqlName });
  for (const { property, column, graphql } of contentColumns(decl)) {
    Reflect.defineMetadata('design:type', Object, Generated.prototype, property);
    Column(column)(Generated.prototype, property);
    Field(graphql.type, { nullable: graphql.nullable, description: graphql.description })(Generated.prototype, property);
  }
  ObjectType(decl.graphqlName, {
    description: sentence(decl.description ?? `${withArticle(decl.label.toLowerCase(), { capital: true })} managed in the CMS`),
  })(Generated);
  Entity({ name: decl.table })(Generated);
  return Generated;
}
