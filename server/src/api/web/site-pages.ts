import type { Clock } from '../../../../shared/clock';
import { messages } from '../../../../shared/messages';
import { contact } from '../../../../shared/limits';
import { DETAIL_SECTIONS, isLinkPage, PUBLIC_PAGES, type DetailSection } from '../../../../shared/public-pages';
import { NotFoundError } from '../../common/errors';
import type { Event } from '../../content/event/event.entity';
import type { News } from '../../content/news/news.entity';
import type { Project } from '../../content/project/project.entity';
import type { PublicService } from '../../public/public.service';
import { absoluteUrl, summary, type PageHead } from './page-head';

/** What the server answers for a path (issue #22, real 404s). */
export type SitePage =
  /** A public page, with its preview head. */
  | { status: 200; kind: 'public'; head: PageHead }
  /** The staff admin (client-side routes, never indexed). */
  | { status: 200; kind: 'admin' }
  /** An e-mailed link's page (shared/public-pages.ts LINK_PAGES): the app, marked noindex, no preview. */
  | { status: 200; kind: 'link' }
  /** Not a page, or a detail page of nothing published: the not-found page with status 404. */
  | { status: 404; kind: 'not-found' };

const SCHEMA = 'https://schema.org';
const NOT_FOUND: SitePage = { status: 404, kind: 'not-found' };
const publicPages = new Set<string>(PUBLIC_PAGES);
const sections = new Set<string>(DETAIL_SECTIONS);

/** The full title of a page named `name`, as the web app writes it (web/src/shared/useDocumentTitle.ts). */
const fullTitle = (name: string): string => `${name} — ${contact.groupName}`;

/** Whether an error is a "not found" one from the read model. */
const isNotFound = (error: unknown): boolean => error instanceof NotFoundError;

/**
 * Decides, per request path, whether it is a page and what its preview says (issue #22): public
 * pages of shared/public-pages.ts and the admin are pages; `/projects/{slug}`, `/events/{slug}`,
 * `/gallery/{albumSlug}` and `/news/{slug}` are pages only while their item is published and not
 * in the trash; the e-mailed links' pages (`/rsvp/{token}`, `/members/sign-in/{token}`, …) are
 * pages whatever the token (the app says when a link is used or unknown); everything else is a 404.
 */
export class SitePages {
  /**
   * @param site the anonymous public read model (only published, not deleted content)
   * @param clock the association's clock: event times with its offset
   * @param base PUBLIC_URL, without a trailing slash
   */
  constructor(
    private readonly site: PublicService,
    private readonly clock: Clock,
    private readonly base: string,
  ) {}

  /**
   * What the path is.
   * @param pathname the request's path (not decoded)
   * @returns 200 with the page's head, 200 for the admin or an e-mailed link's page, or 404
   * @throws Error when the database cannot answer (the caller sends the page as built)
   */
  async resolve(pathname: string): Promise<SitePage> {
    const path = pathname === '/index.html' ? '/' : pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (path === '/admin' || path.startsWith('/admin/')) return { status: 200, kind: 'admin' };
    if (path === '/search')
      // Not pre-rendered (its results depend on the query string): its own head here.
      return {
        status: 200,
        kind: 'public',
        head: { title: fullTitle(messages.search.title), description: messages.search.intro, url: `${this.base}/search`, type: 'website' },
      };
    if (publicPages.has(path)) return { status: 200, kind: 'public', head: { url: this.base + (path === '/' ? '/' : path), type: 'website' } };
    if (isLinkPage(path)) return { status: 200, kind: 'link' };
    const match = /^\/([a-z]+)\/([^/]+)$/.exec(path);
    if (!match || !sections.has(match[1])) return NOT_FOUND;
    let slug: string;
    try {
      slug = decodeURIComponent(match[2]);
    } catch {
      return NOT_FOUND;
    }
    try {
      const head = await this.detailHead(match[1] as DetailSection, slug);
      return { status: 200, kind: 'public', head };
    } catch (error) {
      if (isNotFound(error)) return NOT_FOUND;
      throw error;
    }
  }

  /** The head of a detail page. @throws NotFoundError when nothing published has the slug */
  private async detailHead(section: DetailSection, slug: string): Promise<PageHead> {
    const url = `${this.base}/${section}/${encodeURIComponent(slug)}`;
    switch (section) {
      case 'projects': {
        const project = await this.site.project(slug);
        return this.articleHead(project, url, project.imageUrl);
      }
      case 'news':
        return this.articleHead(await this.site.newsItem(slug), url, null);
      case 'events':
        return this.eventHead(await this.site.event(slug), url);
      case 'gallery': {
        const album = await this.site.galleryAlbum(slug);
        return {
          title: fullTitle(album.name),
          description: `${album.photoCount} ${album.photoCount === 1 ? 'photo' : 'photos'} from ${album.name}${album.year ? ` (${album.year})` : ''}.`,
          url,
          image: absoluteUrl(this.base, album.cover.imageUrl),
          type: 'website',
        };
      }
    }
  }

  /** The association as schema.org names it: organiser, author and publisher. */
  private organization(): Record<string, unknown> {
    return { '@type': 'Organization', name: contact.groupName, url: `${this.base}/` };
  }

  /** A project's or news item's head, with schema.org `Article`. */
  private articleHead(item: Project | News, url: string, imageUrl: string | null): PageHead {
    const description = summary(item.description || item.content) || fullTitle(item.title);
    const image = imageUrl ? absoluteUrl(this.base, imageUrl) : null;
    return {
      title: fullTitle(item.title),
      description,
      url,
      image,
      type: 'article',
      jsonLd: {
        '@context': SCHEMA,
        '@type': 'Article',
        headline: item.title.slice(0, 110),
        description,
        url,
        mainEntityOfPage: url,
        ...(image ? { image: [image] } : {}),
        datePublished: this.clock.isoDateTime(item.publishedAt ?? item.createdAt),
        dateModified: this.clock.isoDateTime(item.updatedAt),
        author: this.organization(),
        publisher: this.organization(),
      },
    };
  }

  /**
   * An event's head, with schema.org `Event`: start and end with the association's offset, its
   * place, `EventScheduled`, and availability from the places left (`maxAttendees` −
   * `currentAttendees`; no limit: in stock).
   */
  private eventHead(event: Event, url: string): PageHead {
    const description = summary(event.description || event.content) || fullTitle(event.title);
    const image = event.imageUrl ? absoluteUrl(this.base, event.imageUrl) : null;
    const placesLeft = event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.currentAttendees);
    const location = event.location?.trim() || 'Location TBD';
    return {
      title: fullTitle(event.title),
      description,
      url,
      image,
      type: 'website',
      jsonLd: {
        '@context': SCHEMA,
        '@type': 'Event',
        name: event.title,
        description,
        url,
        ...(image ? { image: [image] } : {}),
        ...(event.eventDate ? { startDate: this.clock.isoDateTime(event.eventDate) } : {}),
        ...(event.endDate ? { endDate: this.clock.isoDateTime(event.endDate) } : {}),
        eventStatus: `${SCHEMA}/EventScheduled`,
        eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
        location: {
          '@type': 'Place',
          name: location,
          address: { '@type': 'PostalAddress', streetAddress: location, addressRegion: contact.state, addressCountry: 'AU' },
        },
        organizer: this.organization(),
        ...(event.maxAttendees === null ? {} : { maximumAttendeeCapacity: event.maxAttendees, remainingAttendeeCapacity: placesLeft }),
        offers: {
          '@type': 'Offer',
          price: 0,
          priceCurrency: 'AUD',
          url,
          availability: `${SCHEMA}/${placesLeft === 0 ? 'SoldOut' : 'InStock'}`,
          ...(event.registrationDeadline ? { validThrough: this.clock.isoDateTime(event.registrationDeadline) } : {}),
        },
      },
    };
  }
}
