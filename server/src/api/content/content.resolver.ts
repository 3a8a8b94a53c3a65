import { Arg, Authorized, ClassType, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, Subscription, Root } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import { actorOf } from '../actor';
import { BulkAction } from '../../content/content.commands';
import { createContentInput } from './content.inputs';
import { DashboardStats, RecentActivity } from './dashboard.types';
import { PageType } from '../page-type';
import type { AppContext } from '../context';
import { contentDeclarations, type ContentDeclaration } from '../../content/content.declarations';
import { ContentType } from '../../content/content.enums';
import { ContentChange, ContentFilterInput } from './content.types';
import type { ContentChangePayload } from '../../content/content.models';
import { withArticle } from '../../../../shared/content-fields';

/**
 * Resolver factory of the generic content module (STYLE: TypeGraphQL resolvers-inheritance):
 * one class per declared type, exposing `admin{Plural}(filter, page, limit)` for staff.
 * Create/update/delete/restore/purge/bulk join here per the CMS issue.
 */
export function createContentResolver(declaration: ContentDeclaration): ClassType {
  const ItemPage = PageType(declaration.entity, `${declaration.name}Page`);
  const Input = createContentInput(declaration);
  const label = declaration.label.toLowerCase();
  const plural = declaration.fields.pluralLabel.toLowerCase();

  @Resolver(() => declaration.entity)
  class ContentResolver {
    /** Staff: one page of this type, newest first, with the exact total (SPEC §7 List). */
    @Authorized<Capability>(declaration.fields.access.manage)
    @Query(() => ItemPage, { name: `admin${declaration.plural}`, description: `${declaration.label} list for staff, newest first (SPEC §7).` })
    list(
      @Ctx() ctx: AppContext,
      @Arg('filter', () => ContentFilterInput, { nullable: true, description: 'Search and filters.' }) filter: ContentFilterInput | null,
      @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
      @Arg('limit', () => Int, { defaultValue: 10, description: 'Page size, 1–100.' }) limit: number,
    ) {
      return ctx.services.content.list(declaration, filter ?? {}, page, limit);
    }

    /** Staff: creates an item. @throws BAD_USER_INPUT per field */
    @Authorized<Capability>(declaration.fields.access.manage)
    @Mutation(() => declaration.entity, {
      name: `create${declaration.name}`,
      description: `Create ${withArticle(label)} (staff). BAD_USER_INPUT names each invalid field.`,
    })
    create(@Arg('input', () => Input) input: object, @Ctx() ctx: AppContext) {
      return ctx.services.contentCommands.create(declaration, actorOf(ctx), { ...input });
    }

    /** Staff: replaces an item's fields. @throws NOT_FOUND; CONFLICT when in the trash; BAD_USER_INPUT */
    @Authorized<Capability>(declaration.fields.access.manage)
    @Mutation(() => declaration.entity, {
      name: `update${declaration.name}`,
      description: `Edit ${withArticle(label)} (staff); not while it is in the trash (CONFLICT).`,
    })
    update(@Arg('id', () => ID) id: string, @Arg('input', () => Input) input: object, @Ctx() ctx: AppContext) {
      return ctx.services.contentCommands.update(declaration, actorOf(ctx), id, { ...input });
    }

    /** Staff: moves an item to the trash. @throws NOT_FOUND */
    @Authorized<Capability>(declaration.fields.access.manage)
    @Mutation(() => declaration.entity, {
      name: `delete${declaration.name}`,
      description: `Move ${withArticle(label)} to the trash (staff); restorable.`,
    })
    softDelete(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
      return ctx.services.contentCommands.softDelete(declaration, actorOf(ctx), id);
    }

    /** Staff: restores an item from the trash. @throws NOT_FOUND */
    @Authorized<Capability>(declaration.fields.access.manage)
    @Mutation(() => declaration.entity, { name: `restore${declaration.name}`, description: `Restore ${withArticle(label)} from the trash (staff).` })
    restore(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
      return ctx.services.contentCommands.restore(declaration, actorOf(ctx), id);
    }

    /** Admin: deletes an item permanently. @throws NOT_FOUND */
    @Authorized<Capability>(declaration.fields.access.purge)
    @Mutation(() => Boolean, { name: `purge${declaration.name}`, description: `Delete ${withArticle(label)} permanently (admin only).` })
    purge(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
      return ctx.services.contentCommands.purge(declaration, actorOf(ctx), id);
    }

    /** Staff: publish, draft, archive or delete many items in one transaction; returns how many changed. */
    @Authorized<Capability>(declaration.fields.access.manage)
    @Mutation(() => Int, {
      name: `bulkUpdate${declaration.plural}`,
      description: `Publish, draft, archive or delete (soft) up to 100 ${plural} in one transaction (staff); returns how many changed.`,
    })
    bulk(@Arg('ids', () => [ID]) ids: string[], @Arg('action', () => BulkAction) action: BulkAction, @Ctx() ctx: AppContext) {
      return ctx.services.contentCommands.bulk(declaration, actorOf(ctx), ids, action);
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
  @Authorized<Capability>('viewDashboard')
  @Query(() => AdminOverview, { description: 'Counts for the admin dashboard overview cards (staff).' })
  adminOverview(@Ctx() ctx: AppContext): Promise<AdminOverview> {
    return ctx.services.content.overview();
  }

  /** Staff: CMS dashboard figures. */
  @Authorized<Capability>('viewDashboard')
  @Query(() => DashboardStats, { description: 'CMS dashboard figures, SPEC §3 shape (staff).' })
  dashboardStats(@Ctx() ctx: AppContext): Promise<DashboardStats> {
    return ctx.services.content.dashboardStats();
  }

  /** Staff: recently changed content. */
  @Authorized<Capability>('viewDashboard')
  @Query(() => [RecentActivity], { description: 'Recently changed projects, events, news, gallery items and resources, newest first (staff).' })
  recentActivity(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'How many, 1–100.' }) limit: number,
  ): Promise<RecentActivity[]> {
    return ctx.services.content.recentActivity(limit);
  }

  /** Staff: every content change, optionally of one type. */
  @Authorized<Capability>('manageContent')
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
