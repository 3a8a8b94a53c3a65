import { randomBytes } from 'node:crypto';
import type { FieldDecl } from '../../shared/content-fields';
import { Role } from '../src/auth/roles';
import { slugify } from '../src/common/slug';
import { ContentStatus } from '../src/content/content.enums';
import { Event } from '../src/content/event/event.entity';
import { GalleryItem } from '../src/content/gallery/gallery-item.entity';
import { News } from '../src/content/news/news.entity';
import { Project } from '../src/content/project/project.entity';
import { Resource } from '../src/content/resource/resource.entity';
import { Testimonial } from '../src/content/testimonial/testimonial.entity';
import type { Services } from '../src/api/context';
import { Member } from '../src/members/member.entity';
import { MemberStatus, MemberType } from '../src/members/member.enums';
import type { MembershipApplicationInput } from '../src/members/member.models';
import { MemberSession } from '../src/member-portal/member-portal.entities';
import { MEMBER_COOKIE } from '../src/member-portal/member-session';

let counter = 0;
const unique = (): string => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/** A valid /join application (GraphQL variable shape), with overrides. */
export function applicationInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Jane Citizen',
    email: `jane.${unique()}@example.com`,
    phone: '0412 345 678',
    address: '12 Vine Street, Greenfield',
    memberType: 'OWNER',
    termsAccepted: true,
    ...overrides,
  };
}

/** A staff account and a token for it. */
export async function staff(services: Services, role: Role = Role.ADMIN, name = role === Role.ADMIN ? 'Alice Admin' : 'Eddie Editor') {
  const password = `pw-${unique()}`;
  const user = await services.auth.createUser({ name, email: `${role}.${unique()}@example.com`, password, role });
  return { user, password, token: services.auth.issue(user).token };
}

/** Stores a member directly (bypassing /join), e.g. to set up a status or a creation time. */
export async function member(services: Services, overrides: Partial<Member> = {}): Promise<Member> {
  const repo = services.db.getRepository(Member);
  const input: Partial<MembershipApplicationInput> = {
    fullName: `Member ${unique()}`,
    email: `m.${unique()}@example.com`,
    phone: '0400 000 000',
    address: '1 Station Street',
  };
  return repo.save(repo.create({ ...input, memberType: MemberType.OWNER, status: MemberStatus.PENDING, ...overrides }));
}

/** Stores a content item of any type with sensible defaults (published, not deleted). */
async function content<T extends object>(services: Services, entity: new () => T, defaults: Partial<T>, overrides: Partial<T>): Promise<T> {
  const repo = services.db.getRepository(entity);
  return repo.save(repo.create({ status: ContentStatus.PUBLISHED, ...defaults, ...overrides } as T));
}

/** A published project with a unique title and slug. */
export function project(services: Services, overrides: Partial<Project> = {}): Promise<Project> {
  const title = overrides.title ?? `Project ${unique()}`;
  return content(services, Project, { title, slug: slugify(title), completionPercentage: 0, tags: [] }, overrides);
}

/** A published event (in 7 days unless told otherwise). */
export function event(services: Services, overrides: Partial<Event> = {}): Promise<Event> {
  const title = overrides.title ?? `Event ${unique()}`;
  return content(services, Event, { title, slug: slugify(title), eventDate: new Date(Date.now() + 7 * 86_400_000), tags: [] }, overrides);
}

/** A published gallery photo in an album. */
export function photo(services: Services, album: string, overrides: Partial<GalleryItem> = {}): Promise<GalleryItem> {
  return content(
    services,
    GalleryItem,
    { title: `Photo ${unique()}`, imageUrl: '/uploads/x.jpg', albumName: album, albumSlug: slugify(album), tags: [] },
    overrides,
  );
}

/** A published resource with a file. */
export function resource(services: Services, overrides: Partial<Resource> = {}): Promise<Resource> {
  return content(
    services,
    Resource,
    { title: `Resource ${unique()}`, fileUrl: 'https://files.example.org/guide.pdf', fileName: 'guide.pdf', tags: [] },
    overrides,
  );
}

/** A published testimonial. */
export function testimonial(services: Services, overrides: Partial<Testimonial> = {}): Promise<Testimonial> {
  return content(services, Testimonial, { name: `Person ${unique()}`, role: 'Resident', message: 'Great group.', tags: [] }, overrides);
}

/** A published news item with a unique title and slug. */
export function newsItem(services: Services, overrides: Partial<News> = {}): Promise<News> {
  const title = overrides.title ?? `News ${unique()}`;
  return content(services, News, { title, slug: slugify(title), featured: false, tags: [] }, overrides);
}

/**
 * A member signed in to their own area (issue #21): an approved member by default, a session row
 * and the `Cookie` header value that carries it (the member cookie), as `signInMember` would set.
 */
export async function signedInMember(
  services: Services,
  overrides: Partial<Member> = {},
): Promise<{ member: Member; cookie: string; sessionId: string }> {
  const stored = await member(services, { status: MemberStatus.APPROVED, ...overrides });
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  const session = await services.db.getRepository(MemberSession).save({ memberId: stored.id, createdAt: new Date(), expiresAt, revokedAt: null });
  return {
    member: stored,
    sessionId: session.id,
    cookie: `${MEMBER_COOKIE}=${services.memberSignIn.tokens.issue(stored.id, session.id, expiresAt)}`,
  };
}

/** A value the declaration accepts for a field of this kind (within its min, max and length): content and edit-conflict tests build inputs from it. */
export function sampleValue(field: FieldDecl): unknown {
  switch (field.kind) {
    case 'int':
    case 'float':
      return Math.min(field.max ?? 1, Math.max(field.min ?? 1, 1));
    case 'boolean':
      return true;
    case 'date':
      return '2031-06-01';
    case 'datetime':
      return '2031-06-01T09:00:00.000Z';
    case 'select':
      return field.options?.[0]?.value;
    case 'tags':
      return ['sample'];
    case 'email':
      return 'someone@example.org';
    case 'image':
      return '/uploads/sample/web.webp';
    case 'file':
      return 'https://files.example.org/sample.pdf';
    default:
      return `Sample ${field.label}`.slice(0, field.maxLength ?? 200);
  }
}
