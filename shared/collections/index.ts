import { event } from './event';
import { gallery } from './gallery';
import { news } from './news';
import { project } from './project';
import { resource } from './resource';
import { testimonial } from './testimonial';

/**
 * Every content type, in sidebar order (STYLE: Payload-style collections; issue #23). Everything
 * per type — the server's inputs, lists and activity query, the web's routes, sidebar, audit
 * filters and forms — is derived from this list: a new type is one file here, its entity and its
 * migration (docs/adding-a-content-type.md).
 */
export const collections = [project, event, gallery, resource, testimonial, news] as const;

/** The GraphQL ContentType value of a collection, e.g. 'PROJECT'. */
export type CollectionType = (typeof collections)[number]['type'];

export { event, gallery, news, project, resource, testimonial };
export { PRIORITY_LABELS, progressOf, progressSql, type Progress } from './project';
