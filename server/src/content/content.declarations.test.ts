import 'reflect-metadata';
import { getMetadataArgsStorage } from 'typeorm';
import type { ColumnMetadataArgs } from 'typeorm/metadata-args/ColumnMetadataArgs';
import type { ClassType } from 'type-graphql';
import type { ContentTypeDecl, FieldDecl } from '../../../shared/content-fields';
import { contentTypes } from '../../../shared/content-fields';
import { collections } from '../../../shared/collections';
import { entities } from '../db/entities';
import { contentDeclarations, visibleToPublicSql } from './content.declarations';
import { contentEntities, contentEntityOf } from './content.entities';
import { ContentItem } from './content.entity';

/** The column types a declared field kind may be stored in. */
function compatibleTypes(field: FieldDecl): string[] {
  switch (field.kind) {
    case 'int':
      return ['integer', 'int', 'smallint'];
    case 'float':
      return ['numeric', 'double precision', 'real', 'float'];
    case 'boolean':
      return ['boolean'];
    case 'date':
      return ['date'];
    case 'datetime':
      return ['timestamptz', 'timestamp with time zone'];
    case 'select':
      return typeof field.options?.[0]?.value === 'number' ? ['integer', 'int', 'smallint'] : ['text'];
    default:
      return ['text'];
  }
}

/** The columns an entity declares itself (those of ContentItem, common to every type, aside). */
const ownColumns = (entity: ClassType): ColumnMetadataArgs[] =>
  getMetadataArgsStorage().columns.filter(
    (c) => c.target === entity || (c.target !== ContentItem && entity.prototype instanceof (c.target as ClassType)),
  );

/** Every way the entity and the declaration disagree, as sentences; empty when they agree. */
function disagreements(decl: ContentTypeDecl, entity: ClassType): string[] {
  const problems: string[] = [];
  const columns = ownColumns(entity);
  const column = (name: string) => columns.find((c) => c.propertyName === name);
  const common = getMetadataArgsStorage().columns.filter((c) => c.target === ContentItem);
  for (const field of decl.fields) {
    const found = column(field.name) ?? common.find((c) => c.propertyName === field.name);
    if (!found) {
      problems.push(`${decl.type}.${field.name} is declared but ${entity.name} has no column for it`);
      continue;
    }
    const type = String(found.options.type);
    if (!compatibleTypes(field).includes(type)) problems.push(`${decl.type}.${field.name} is a ${field.kind} field but its column is ${type}`);
    if ((field.kind === 'tags') !== Boolean(found.options.array)) problems.push(`${decl.type}.${field.name}: only tags fields are array columns`);
  }
  const known = new Set([...decl.fields.map((f) => f.name), ...(decl.countColumns ?? []).map((c) => c.name), ...(decl.serverFields ?? [])]);
  for (const c of columns)
    if (!known.has(c.propertyName)) problems.push(`${entity.name}.${c.propertyName} is a column that ${decl.type}'s declaration does not name`);
  for (const name of [...(decl.countColumns ?? []).map((c) => c.name), ...(decl.serverFields ?? []), decl.titleField, ...decl.searchFields])
    if (!column(name)) problems.push(`${decl.type} names ${name}, which ${entity.name} has no column for`);
  if (decl.progress && !column(decl.progress.field)) problems.push(`${decl.type}'s progress field ${decl.progress.field} has no column`);
  if (decl.progress && column(decl.progress.field)?.options.name !== decl.progress.column)
    problems.push(`${decl.type}'s progress column is not ${decl.progress.column}`);
  return problems;
}

describe('content declarations (shared/collections) and their entities (issue #23)', () => {
  it.each(contentDeclarations.map((d) => [d.fields.type, d] as const))(
    '%s: the entity has a column of a compatible type for every declared field, and no column the declaration does not name',
    (_type, d) => {
      expect(getMetadataArgsStorage().tables.find((t) => t.target === d.entity)?.name).toBe(d.fields.table);
      expect(disagreements(d.fields, d.entity)).toEqual([]);
    },
  );

  it('finds a declared field without a column, a column of the wrong type and an undeclared column', () => {
    const project = contentDeclarations.find((d) => d.fields.type === 'PROJECT')!;
    const wrong: ContentTypeDecl = {
      ...project.fields,
      fields: [
        ...project.fields.fields.filter((f) => f.name !== 'coordinator').map((f) => (f.name === 'budget' ? { ...f, kind: 'date' as const } : f)),
        { name: 'venue', label: 'Venue', kind: 'text' },
      ],
    };
    expect(disagreements(wrong, project.entity)).toEqual([
      'PROJECT.budget is a date field but its column is numeric',
      'PROJECT.venue is declared but Project has no column for it',
      "Project.coordinator is a column that PROJECT's declaration does not name",
    ]);
  });

  it('gives every declared type one entity, mapped to its table and registered with TypeORM (db/entities.ts)', () => {
    const tableOf = (entity: ClassType) => getMetadataArgsStorage().tables.find((t) => t.target === entity)?.name;
    expect(collections.map((c) => tableOf(contentEntityOf[c.type]))).toEqual(collections.map((c) => c.table));
    expect(new Set(contentEntities).size).toBe(collections.length);
    expect(entities).toEqual(expect.arrayContaining(contentEntities));
  });

  it('writes "visible to the public" (SPEC §4) from the declaration: a visible status and not in the trash', () => {
    expect(visibleToPublicSql(contentTypes.PROJECT, 'p')).toBe("p.status IN ('published') AND NOT p.is_deleted");
    expect(visibleToPublicSql({ ...contentTypes.NEWS, publicVisibility: { statuses: ['PUBLISHED', 'ARCHIVED'] } }, 'n')).toBe(
      "n.status IN ('published', 'archived') AND NOT n.is_deleted",
    );
  });
});
