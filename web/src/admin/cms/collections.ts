import type { TypedDocumentNode } from '@apollo/client';
import { collections } from '../../../../shared/collections';
import type { ContentTypeDecl } from '../../../../shared/content-fields';
import type { BulkAction, ContentFilterInput, ContentStatus } from '../../gql/graphql';
import * as docs from './collections.graphql';

/** One row of any content list: the common columns plus the type's declared fields. */
export type CmsItem = {
  id: string;
  status: ContentStatus;
  createdAt: string;
  updatedAt: string;
  isDeleted: boolean;
  /** The item's version as a record (issue #33): an edit sends it as `expectedVersion`. */
  rowVersion: number;
  [field: string]: unknown;
};

/** The variables every list query takes. */
export type CmsListVariables = { filter?: ContentFilterInput | null | undefined; page: number; limit: number };

/** The generated documents (collections.graphql.ts), by export name. */
type Generated = typeof docs;

/** The `input` variable's type of a document, or never when it takes none. */
type InputOf<D> = D extends TypedDocumentNode<unknown, infer V> ? (V extends { input: infer I } ? I : never) : never;

/** A union of types as their intersection. */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * A content input accepted by every type's create/update (the form sends only its own type's
 * fields): the intersection of the inputs the generated create and update mutations take, so a new
 * declaration needs no edit here (issue #23).
 */
export type CmsInput = Intersection<{ [K in keyof Generated]: InputOf<Generated[K]> }[keyof Generated]>;

/**
 * A content type as the CMS pages use it (STYLE: Payload-style collection): its declaration from
 * shared/collections/ and its GraphQL documents, all with the same result shape.
 */
export interface CmsCollection {
  decl: ContentTypeDecl;
  list: TypedDocumentNode<{ list: { total: number; page: number; limit: number; items: CmsItem[] } }, CmsListVariables>;
  create: TypedDocumentNode<{ item: { id: string } }, { input: CmsInput }>;
  update: TypedDocumentNode<{ item: { id: string } }, { id: string; input: CmsInput }>;
  remove: TypedDocumentNode<{ item: { id: string } }, { id: string }>;
  restore: TypedDocumentNode<{ item: { id: string } }, { id: string }>;
  purge: TypedDocumentNode<{ purged: boolean }, { id: string }>;
  bulk: TypedDocumentNode<{ count: number }, { ids: string[]; action: BulkAction }>;
}

/** The CMS documents by export name (collections.graphql.ts): every type's seven share one result shape. */
const documents = docs as unknown as Record<string, CmsCollection[Exclude<keyof CmsCollection, 'decl'>]>;

/**
 * A generated document by its conventional name, e.g. `CmsCreateGalleryItemDocument`.
 * @throws Error naming the missing document, so a declared type without its documents (codegen not run) fails at once
 */
function documentNamed<K extends Exclude<keyof CmsCollection, 'decl'>>(name: string): CmsCollection[K] {
  const document = documents[`Cms${name}Document`];
  if (!document) throw new Error(`web/src/admin/cms/collections.graphql.ts has no Cms${name}Document: run npm run codegen`);
  return document as CmsCollection[K];
}

/**
 * The CMS collections in sidebar order, one per declaration in shared/collections (issue #23), each
 * with its documents found by name: `Cms{Plural}`, `Cms{Create|Update|Delete|Restore|Purge}{Name}`,
 * `CmsBulk{Plural}`.
 */
export const cmsCollections: readonly CmsCollection[] = collections.map((decl) => ({
  decl,
  list: documentNamed<'list'>(decl.graphqlPlural),
  create: documentNamed<'create'>(`Create${decl.graphqlName}`),
  update: documentNamed<'update'>(`Update${decl.graphqlName}`),
  remove: documentNamed<'remove'>(`Delete${decl.graphqlName}`),
  restore: documentNamed<'restore'>(`Restore${decl.graphqlName}`),
  purge: documentNamed<'purge'>(`Purge${decl.graphqlName}`),
  bulk: documentNamed<'bulk'>(`Bulk${decl.graphqlPlural}`),
}));

/** The collection at /admin/cms/{path}, or undefined. */
export const collectionAt = (path: string): CmsCollection | undefined => cmsCollections.find((c) => c.decl.path === path);

/** The row's title: its declaration's title field (title, or a testimonial's name). */
export const itemTitle = (decl: ContentTypeDecl, item: CmsItem): string => String(item[decl.titleField] ?? '');
