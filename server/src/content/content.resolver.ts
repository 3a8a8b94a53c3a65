import { Arg, Authorized, ClassType, Ctx, Field, Int, ObjectType, Query, Resolver, Subscription, Root } from 'type-graphql';
import { STAFF } from '../auth/roles';
import { PageType } from '../common/pagination';
import type { AppContext } from '../context';
import { contentDeclarations, type ContentDeclaration } from './content.declarations';
import { ContentType } from './content.enums';
import { ContentChange, ContentFilterInput, type ContentChangePayload } from './content.types';

/**
 * Resolver factory of the generic content module (STYLE: TypeGraphQL resolvers-inheritance):
 * one class per declared type, exposing `admin{Plural}(filter, page, limit)` for staff.
 * Create/update/delete/restore/purge/bulk join here per the CMS issue.
 */
export function createContentResolver(declaration: ContentDeclaration): ClassType {
  const ItemPage = PageType(declaration.entity, `${declaration.name}Page`);

  @Resolver(() => declaration.entity)
  class ContentResolver {
    /** Staff: one page of this type, newest first, with the exact total (SPEC §7 List). */
    @Authorized(STAFF)
    @Query(() => ItemPage, { name: `admin${declaration.plural}`, description: `${declaration.label} list for staff, newest first (SPEC §7).` })
    list(
      @Ctx() ctx: AppContext,
      @Arg('filter', () => ContentFilterInput, { nullable: true, description: 'Search and filters.' }) filter: ContentFilterInput | null,
      @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
      @Arg('limit', () => Int, { defaultValue: 10, description: 'Page size, 1–100.' }) limit: number,
    ) {
      return ctx.services.content.list(declaration, filter ?? {}, page, limit);
    }
  }
  Object.defineProperty(ContentResolver, 'name', { value: `${declaration.name}ContentResolver` });
  return ContentResolver;
}

/** Counts of the admin dashboard overview (SPEC §2). */
@ObjectType({ description: 'Counts for the admin dashboard overview (SPEC §2).' })
export class AdminOverview {
  @Field(() => Int, { description: 'Published, not deleted projects with completion under 100.' })
  activeProjects: number;
  @Field(() => Int, { description: 'All projects not deleted.' })
  totalProjects: number;
  @Field(() => Int, { description: 'Published, not deleted gallery items.' })
  publishedGalleryItems: number;
  @Field(() => Int, { description: 'All gallery items not deleted.' })
  totalGalleryItems: number;
}

/** Dashboard overview and live content changes, shared by all content types. */
@Resolver()
export class ContentOverviewResolver {
  /** Staff: counts for the admin dashboard cards. */
  @Authorized(STAFF)
  @Query(() => AdminOverview, { description: 'Counts for the admin dashboard overview cards (staff).' })
  adminOverview(@Ctx() ctx: AppContext): Promise<AdminOverview> {
    return ctx.services.content.overview();
  }

  /** Staff: every content change, optionally of one type. */
  @Authorized(STAFF)
  @Subscription(() => ContentChange, {
    topics: 'CONTENT_CHANGED',
    filter: ({ payload, args }: { payload: ContentChangePayload; args: { type?: ContentType | null } }) => !args.type || payload.type === args.type,
    description: 'Every change to content, optionally of one type (staff).',
  })
  contentChanged(
    @Root() payload: ContentChangePayload,
    @Arg('type', () => ContentType, { nullable: true }) _type: ContentType | null,
  ): ContentChange {
    return payload;
  }
}

/** One resolver class per declared content type. */
export const contentResolvers = contentDeclarations.map(createContentResolver);
