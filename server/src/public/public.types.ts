import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../common/pagination';
import { Event } from '../content/event/event.entity';
import { Project } from '../content/project/project.entity';
import { Testimonial } from '../content/testimonial/testimonial.entity';

/** The four Home stat tiles (SPEC §2 Home). */
@ObjectType({ description: 'Figures of the Home page stat tiles (SPEC §2).' })
export class PublicStats {
  @Field(() => Int, { description: 'Approved members (the admin labels approved as "Active Members").' })
  activeMembers: number;
  @Field(() => Int, { description: 'Published, not deleted projects at 100 % completion.' })
  projectsCompleted: number;
  @Field(() => Int, { description: 'Published, not deleted events.' })
  eventsHosted: number;
  @Field(() => Int, { description: 'Years serving the community (fixed at 5).' })
  yearsServing: number;
}

/** Which events a public list shows (SPEC §4 Events, public side). */
export enum EventWhen {
  UPCOMING = 'upcoming',
  PAST = 'past',
  ALL = 'all',
}
registerEnumType(EventWhen, {
  name: 'EventWhen',
  description: 'UPCOMING: today or later, or no date (ascending); PAST: before today (descending); ALL: upcoming then past.',
});

export const ProjectPage = PageType(Project, 'ProjectPage');
export const EventPage = PageType(Event, 'EventPage');
export const TestimonialPage = PageType(Testimonial, 'TestimonialPage');
