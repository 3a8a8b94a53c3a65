/** What other features may use of content/ (issue #32: a feature imports another only through its index.ts). */
export type { ContentUpdateHooks } from './content.commands';
export { visibleToPublicSql } from './content.declarations';
export type { ContentItem } from './content.entity';
export { ProjectProgress, ResourceType } from './content.enums';
export { Event } from './event/event.entity';
export { GalleryItem } from './gallery/gallery-item.entity';
export { News } from './news/news.entity';
export { Project } from './project/project.entity';
export { Resource } from './resource/resource.entity';
export { Testimonial } from './testimonial/testimonial.entity';
export { fromVisibleRows, visible } from './public-visibility';
