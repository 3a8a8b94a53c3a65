import 'reflect-metadata';
import { isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { buildSchema, Query, Resolver, type ClassType } from 'type-graphql';
import { getMetadataArgsStorage } from 'typeorm';
import type { ColumnMetadataArgs } from 'typeorm/metadata-args/ColumnMetadataArgs';
import { collections } from '../../../shared/collections';
import { defineCollection } from '../../../shared/content-fields';
import { entities } from '../db/entities';
import { contentDeclarations } from './content.declarations';
import { contentEntities, generatedContentEntities, handWrittenContentEntities } from './content.entities';
import { ContentItem, numericTransformer } from './content.entity';
import { columnName, createContentEntity } from './content.entity-factory';

/** A seventh type declared here only (not in shared/collections/), with a field of every kind. */
const notice = defineCollection({
  type: 'NOTICE',
  description: 'A notice on the estate board.',
  label: 'Notice',
  pluralLabel: 'Notices',
  path: 'notices',
  menuLabel: 'Notices',
  graphqlName: 'ScratchNotice',
  graphqlPlural: 'ScratchNotices',
  table: 'scratch_notices',
  titleField: 'title',
  searchFields: ['title'],
  recentActivity: false,
  publicVisibility: { statuses: ['PUBLISHED'] },
  statuses: ['DRAFT', 'PUBLISHED'],
  serverFields: ['slug', 'thumbnailUrl'],
  countColumns: [{ name: 'viewCount', label: 'Views' }],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
    { name: 'summary', label: 'Summary', kind: 'textarea', description: 'One paragraph shown on the board' },
    { name: 'body', label: 'Body', kind: 'richText' },
    { name: 'contactEmail', label: 'Contact email', kind: 'email' },
    { name: 'boardNumber', label: 'Board number', kind: 'int', min: 1 },
    { name: 'sortOrder', label: 'Sort order', kind: 'int', default: 0 },
    { name: 'fee', label: 'Fee', kind: 'float' },
    { name: 'pinned', label: 'Pinned', kind: 'boolean' },
    { name: 'urgent', label: 'Urgent', kind: 'boolean', default: true },
    { name: 'postedOn', label: 'Posted on', kind: 'date' },
    { name: 'expiresAt', label: 'Expires at', kind: 'datetime', required: true },
    { name: 'audience', label: 'Audience', kind: 'select', default: 'ALL', options: [{ value: 'ALL', label: 'Everyone' }] },
    { name: 'level', label: 'Level', kind: 'select', options: [1, 2].map((value) => ({ value, label: String(value) })) },
    { name: 'imageUrl', label: 'Image', kind: 'image' },
    { name: 'attachmentUrl', label: 'Attachment', kind: 'file' },
    { name: 'tags', label: 'Tags', kind: 'tags', default: [] },
  ],
});
const Notice = createContentEntity(notice);

/** The columns an entity declares itself, by property (ContentItem's aside). */
const ownColumns = (entity: ClassType): Map<string, ColumnMetadataArgs> =>
  new Map(
    getMetadataArgsStorage()
      .columns.filter((c) => c.target === entity)
      .map((c) => [c.propertyName, c]),
  );

/** A schema holding only the given object type, behind one query. */
async function schemaOf(type: ClassType): Promise<GraphQLSchema> {
  @Resolver()
  class OnlyResolver {
    @Query(() => type, { nullable: true, description: 'Test.' })
    only(): null {
      return null;
    }
  }
  return buildSchema({ resolvers: [OnlyResolver], validate: false });
}

/** A GraphQL field as text: `name: Type!` and its description. */
const shape = (f: GraphQLField<unknown, unknown>) => ({ type: String(f.type), description: f.description });

describe('content entities built from their declarations (issue #23)', () => {
  it('maps a seventh type declared only in this test to its table, with a column per field, count and server field', () => {
    expect(getMetadataArgsStorage().tables.find((t) => t.target === Notice)).toMatchObject({ name: 'scratch_notices', type: 'regular' });
    expect(Notice.name).toBe('ScratchNotice');
    expect(new Notice()).toBeInstanceOf(ContentItem);
    const columns = ownColumns(Notice);
    const summary = Object.fromEntries(
      [...columns].map(([property, c]) => [
        property,
        [c.options.name, c.options.type, c.options.nullable ? 'null' : 'not null', c.options.array ? 'array' : '', c.options.unique ? 'unique' : '']
          .filter(Boolean)
          .join(' '),
      ]),
    );
    expect(summary).toEqual({
      title: 'title text not null',
      summary: 'summary text null',
      body: 'body text null',
      contactEmail: 'contact_email text null',
      boardNumber: 'board_number integer null',
      sortOrder: 'sort_order integer not null',
      fee: 'fee numeric null',
      pinned: 'pinned boolean not null',
      urgent: 'urgent boolean not null',
      postedOn: 'posted_on date null',
      expiresAt: 'expires_at timestamptz not null',
      audience: 'audience text not null',
      level: 'level integer null',
      imageUrl: 'image_url text null',
      attachmentUrl: 'attachment_url text null',
      viewCount: 'view_count integer not null',
      slug: 'slug text not null unique',
      thumbnailUrl: 'thumbnail_url text null',
    });
    // tags and status are ContentItem's columns, inherited, not declared twice
    expect(columns.has('tags')).toBe(false);
    expect(columns.get('fee')?.options.transformer).toBe(numericTransformer);
    expect(
      [columns.get('sortOrder'), columns.get('pinned'), columns.get('urgent'), columns.get('audience'), columns.get('viewCount')].map(
        (c) => c?.options.default,
      ),
    ).toEqual([0, false, true, 'ALL', 0]);
  });

  it('exposes it as a GraphQL object with typed, nullable-as-stored, described fields (the label when no description)', async () => {
    const type = (await schemaOf(Notice)).getType('ScratchNotice') as GraphQLObjectType;
    expect(isObjectType(type)).toBe(true);
    expect(type.description).toBe('A notice on the estate board.');
    const fields = Object.fromEntries(Object.entries(type.getFields()).map(([name, f]) => [name, shape(f)]));
    expect(fields).toMatchObject({
      title: { type: 'String!', description: 'Title.' },
      summary: { type: 'String', description: 'One paragraph shown on the board.' },
      body: { type: 'String', description: 'Body.' },
      boardNumber: { type: 'Int', description: 'Board number.' },
      sortOrder: { type: 'Int!', description: 'Sort order.' },
      fee: { type: 'Float', description: 'Fee.' },
      pinned: { type: 'Boolean!', description: 'Pinned.' },
      postedOn: { type: 'String', description: 'Posted on.' },
      expiresAt: { type: 'DateTimeISO!', description: 'Expires at.' },
      audience: { type: 'String!', description: 'Audience.' },
      level: { type: 'Int', description: 'Level.' },
      viewCount: { type: 'Int!', description: 'Views.' },
      slug: { type: 'String!', description: 'URL slug from the title, unique; set on create.' },
      thumbnailUrl: { type: 'String', description: 'Set by the server, never by the form.' },
      // ContentItem's fields, inherited
      id: { type: 'ID!' },
      status: { type: 'ContentStatus!' },
      tags: { type: '[String!]!' },
    });
    const undescribed = Object.values(type.getFields()).filter((f) => !f.description);
    expect(undescribed.map((f) => f.name)).toEqual([]);
  });

  it('describes a type without a description by its label', async () => {
    const Plain = createContentEntity({ ...notice, description: undefined, graphqlName: 'ScratchPlain', table: 'scratch_plain' });
    expect(((await schemaOf(Plain)).getType('ScratchPlain') as GraphQLObjectType).description).toBe('A notice managed in the CMS.');
  });

  it('stores every field kind as the six hand-written entities do (same column names and types)', () => {
    const differences: string[] = [];
    for (const decl of collections) {
      const handWritten = contentDeclarations.find((d) => d.fields.table === decl.table)!.entity;
      const generated = createContentEntity({ ...decl, graphqlName: `Scratch${decl.graphqlName}`, table: `scratch_${decl.table}` });
      const mine = ownColumns(generated);
      for (const [property, theirs] of ownColumns(handWritten)) {
        const ours = mine.get(property)?.options;
        const want = `${theirs.options.name ?? columnName(property)} ${String(theirs.options.type)}${theirs.options.array ? '[]' : ''}`;
        const got = ours && `${ours.name} ${String(ours.type)}${ours.array ? '[]' : ''}`;
        if (got !== want) differences.push(`${decl.type}.${property}: ${want} by hand, ${got ?? 'missing'} generated`);
      }
    }
    // Server fields other than slug are declared by name only, so the factory stores them as text;
    // a number the site keeps is a count column (integer, default 0) instead.
    expect(differences).toEqual([
      'EVENT.currentAttendees: current_attendees integer by hand, current_attendees text generated',
      'GALLERY.projectId: project_id uuid by hand, project_id text generated',
      'RESOURCE.fileSize: file_size integer by hand, file_size text generated',
    ]);
  });

  it('gives every declared type exactly one entity: its hand-written one, else one built from its declaration', () => {
    const tableOf = (entity: ClassType) => getMetadataArgsStorage().tables.find((t) => t.target === entity)?.name;
    const handWritten = handWrittenContentEntities.map(tableOf);
    for (const decl of collections) expect([decl.table, contentEntities.filter((e) => tableOf(e) === decl.table).length]).toEqual([decl.table, 1]);
    expect(generatedContentEntities.map(tableOf)).toEqual(collections.filter((c) => !handWritten.includes(c.table)).map((c) => c.table));
    expect(entities).toEqual(expect.arrayContaining(contentEntities));
  });
});
