import type { TypedDocumentNode } from '@apollo/client';
import { contentTypes, type ContentTypeDecl } from '../../../../shared/content-fields';
import type {
  BulkAction,
  CmsProjectsQueryVariables,
  ContentStatus,
  EventInput,
  GalleryItemInput,
  NewsInput,
  ProjectInput,
  ResourceInput,
  TestimonialInput,
} from '../../gql/graphql';
import * as docs from './cms.graphql';

/** One row of any content list: the common columns plus the type's declared fields. */
export type CmsItem = {
  id: string;
  status: ContentStatus;
  createdAt: string;
  updatedAt: string;
  isDeleted: boolean;
  [field: string]: unknown;
};

/** The variables every list query takes. */
export type CmsListVariables = CmsProjectsQueryVariables;

/** A content input accepted by every type's create/update (the form sends only its own type's fields). */
export type CmsInput = ProjectInput & EventInput & GalleryItemInput & ResourceInput & TestimonialInput & NewsInput;

/**
 * A content type as the CMS pages use it (STYLE: Payload-style collection): its declaration from
 * shared/content-fields.ts and its GraphQL documents, all with the same result shape.
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

/** The six CMS collections in sidebar order, keyed by their admin path segment (/admin/cms/{path}). */
export const cmsCollections: readonly CmsCollection[] = [
  {
    decl: contentTypes.PROJECT,
    list: docs.CmsProjectsDocument,
    create: docs.CmsCreateProjectDocument,
    update: docs.CmsUpdateProjectDocument,
    remove: docs.CmsDeleteProjectDocument,
    restore: docs.CmsRestoreProjectDocument,
    purge: docs.CmsPurgeProjectDocument,
    bulk: docs.CmsBulkProjectsDocument,
  },
  {
    decl: contentTypes.EVENT,
    list: docs.CmsEventsDocument,
    create: docs.CmsCreateEventDocument,
    update: docs.CmsUpdateEventDocument,
    remove: docs.CmsDeleteEventDocument,
    restore: docs.CmsRestoreEventDocument,
    purge: docs.CmsPurgeEventDocument,
    bulk: docs.CmsBulkEventsDocument,
  },
  {
    decl: contentTypes.GALLERY,
    list: docs.CmsGalleryItemsDocument,
    create: docs.CmsCreateGalleryItemDocument,
    update: docs.CmsUpdateGalleryItemDocument,
    remove: docs.CmsDeleteGalleryItemDocument,
    restore: docs.CmsRestoreGalleryItemDocument,
    purge: docs.CmsPurgeGalleryItemDocument,
    bulk: docs.CmsBulkGalleryItemsDocument,
  },
  {
    decl: contentTypes.RESOURCE,
    list: docs.CmsResourcesDocument,
    create: docs.CmsCreateResourceDocument,
    update: docs.CmsUpdateResourceDocument,
    remove: docs.CmsDeleteResourceDocument,
    restore: docs.CmsRestoreResourceDocument,
    purge: docs.CmsPurgeResourceDocument,
    bulk: docs.CmsBulkResourcesDocument,
  },
  {
    decl: contentTypes.TESTIMONIAL,
    list: docs.CmsTestimonialsDocument,
    create: docs.CmsCreateTestimonialDocument,
    update: docs.CmsUpdateTestimonialDocument,
    remove: docs.CmsDeleteTestimonialDocument,
    restore: docs.CmsRestoreTestimonialDocument,
    purge: docs.CmsPurgeTestimonialDocument,
    bulk: docs.CmsBulkTestimonialsDocument,
  },
  {
    decl: contentTypes.NEWS,
    list: docs.CmsNewsItemsDocument,
    create: docs.CmsCreateNewsDocument,
    update: docs.CmsUpdateNewsDocument,
    remove: docs.CmsDeleteNewsDocument,
    restore: docs.CmsRestoreNewsDocument,
    purge: docs.CmsPurgeNewsDocument,
    bulk: docs.CmsBulkNewsItemsDocument,
  },
];

/** The collection at /admin/cms/{path}, or undefined. */
export const collectionAt = (path: string): CmsCollection | undefined => cmsCollections.find((c) => c.decl.path === path);

/** The row's title: its first declared field (title, or a testimonial's name). */
export const itemTitle = (decl: ContentTypeDecl, item: CmsItem): string => String(item[decl.fields[0].name] ?? '');
