import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { IllustratedContentPage, numericTransformer } from '../content.entity';
import { ProjectProgress } from '../content.enums';
import { progressOf as sharedProgressOf } from '../../../../shared/collections/project';

/** A community project (SPEC §3 Project). */
// simpleResolvers (issue #24), as ContentItem: plain fields and the `progress` getter; the field
// resolvers of ProjectDetailResolver keep TypeGraphQL's resolver.
@ObjectType({ simpleResolvers: true, description: 'A community project (SPEC §3).' })
@Entity({ name: 'projects' })
@Index('projects_visible_idx', ['status', 'isDeleted', 'createdAt'])
export class Project extends IllustratedContentPage('projects') {
  @Field(() => String, { nullable: true, description: 'Start date (YYYY-MM-DD).' })
  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: 'End date (YYYY-MM-DD).' })
  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  @Field(() => Float, { nullable: true, description: 'Budget in Australian dollars (≥ 0).' })
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  budget: number | null;

  @Field(() => String, { nullable: true, description: 'Where the project happens.' })
  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true, description: 'Coordinator name.' })
  @Column({ type: 'text', nullable: true })
  coordinator: string | null;

  @Field(() => Int, { description: 'Priority 1 Low, 2 Medium, 3 High, 4 Very High, 5 Critical.' })
  @Column({ type: 'integer', default: 2 })
  priority: number;

  @Field(() => Int, { description: 'Completion percentage, 0 to 100.' })
  @Column({ name: 'completion_percentage', type: 'integer', default: 0 })
  completionPercentage: number;

  /** SPEC §4 Project progress. */
  @Field(() => ProjectProgress, { description: 'Progress derived from completion (SPEC §4).' })
  get progress(): ProjectProgress {
    return progressOf(this.completionPercentage);
  }
}

/** SPEC §4 Project progress: the shared rule (shared/collections/project.ts) as the GraphQL enum. */
export const progressOf = (completion: number | null | undefined): ProjectProgress => sharedProgressOf(completion) as ProjectProgress;
