import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { slugify } from '../../common/slug';
import { ContentStatus, GalleryType, ResourceType } from '../../content/content.enums';
import { Event } from '../../content/event/event.entity';
import { Rsvp, RsvpStatus } from '../../events/rsvp.entity';
import { GalleryItem } from '../../content/gallery/gallery-item.entity';
import { News } from '../../content/news/news.entity';
import { Project } from '../../content/project/project.entity';
import { Resource } from '../../content/resource/resource.entity';
import { Testimonial } from '../../content/testimonial/testimonial.entity';
import { Member } from '../../members/member.entity';
import { MemberStatus, MemberType, ResidencyProofStatus, ResidencyProofType, YesNo } from '../../members/member.enums';
import { createClock, type Clock } from '../../../../shared/clock';
import { SeedPictures, writeSeedDocument } from './images';

const DAY = 24 * 60 * 60 * 1000;

/** Demo dates relative to today in the association's zone (the demo happens there, whatever the server's zone). */
interface DemoDates {
  /** `days` from today at hour:minute, the association's wall-clock time. */
  at(days: number, hour?: number, minute?: number): Date;
  /** `days` from today as the association's calendar day, YYYY-MM-DD. */
  isoDate(days: number): string;
}

function demoDates(clock: Clock): DemoDates {
  const today = clock.wallClock(clock.now());
  const at = (days: number, hour = 10, minute = 0): Date =>
    clock.instantOf({ year: today.year, month: today.month, day: today.day + days, hour, minute });
  return { at, isoDate: (days) => clock.isoDay(at(days)) };
}

/**
 * Seeds demo content into an empty database (issue 2 "Start"): 5 projects (one complete),
 * 6 events past and upcoming, 2 albums of 6 photos, 5 resources, 3 testimonials, 2 news items and
 * 20 members across every status. Does nothing when any project or member exists.
 * @param uploadsDir where generated images and documents are written (DATA_DIR/uploads)
 * @param clock the association's clock: demo events happen at its wall-clock times, days from its today
 * @returns true when it seeded
 */
export async function seedDemoContent(db: DataSource, uploadsDir: string, clock: Clock = createClock()): Promise<boolean> {
  const [{ count }] = (await db.query('SELECT (SELECT count(*) FROM projects) + (SELECT count(*) FROM members) AS count')) as { count: string }[];
  if (Number(count) > 0) return false;
  await db.transaction(async (tx) => {
    const pictures = new SeedPictures(uploadsDir);
    const dates = demoDates(clock);
    const projects = await seedProjects(tx, pictures, dates);
    await seedEvents(tx, pictures, dates);
    await seedGallery(tx, pictures, projects, dates);
    await seedResources(tx, uploadsDir);
    await seedTestimonials(tx, pictures);
    await tx.getRepository(News).insert([
      {
        title: 'New footpath lighting approved',
        slug: 'new-footpath-lighting-approved',
        content: '<p>Council has approved new lighting along Creek Walk, between Station Street and Jubilee Park. Works start next month.</p>',
        description: 'Council approved lighting along Creek Walk.',
        status: ContentStatus.PUBLISHED,
        featured: true,
        tags: ['safety'],
      },
      {
        title: 'Spring newsletter in preparation',
        slug: 'spring-newsletter-in-preparation',
        description: 'Send us your stories by the end of the month.',
        status: ContentStatus.DRAFT,
        tags: ['newsletter'],
      },
    ]);
    await seedMembershipClasses(tx);
    await seedMembers(tx, dates);
    for (const table of ['projects', 'events', 'gallery_items', 'resources', 'testimonials', 'news']) {
      await tx.query(`UPDATE ${table} SET published_at = updated_at WHERE status = 'published'`);
    }
    // Inside the transaction: rows whose pictures could not be drawn are not committed.
    await pictures.write();
  });
  return true;
}

async function seedProjects(tx: EntityManager, pictures: SeedPictures, { at, isoDate }: DemoDates): Promise<Project[]> {
  const rows: Partial<Project>[] = [
    {
      title: 'Jubilee Park Playground Renovation',
      completionPercentage: 100,
      priority: 4,
      budget: 85000,
      location: 'Jubilee Park',
      coordinator: 'Priya Sharma',
      startDate: isoDate(-300),
      endDate: isoDate(-40),
      tags: ['parks', 'families'],
    },
    {
      title: 'Creek Walk Revegetation',
      completionPercentage: 60,
      priority: 3,
      budget: 12000,
      location: 'Merri Creek Walk',
      coordinator: 'Tom Nguyen',
      startDate: isoDate(-120),
      endDate: isoDate(90),
      tags: ['environment', 'parks'],
    },
    {
      title: 'Safer Streets Lighting Audit',
      completionPercentage: 25,
      priority: 5,
      budget: 5000,
      location: 'Greenfield streets',
      coordinator: 'Alison Reid',
      startDate: isoDate(-30),
      endDate: null,
      tags: ['safety'],
    },
    {
      title: 'Community Garden Beds',
      completionPercentage: 0,
      priority: 2,
      budget: 3500,
      location: 'Station Street reserve',
      coordinator: 'Marco Rossi',
      startDate: null,
      endDate: null,
      tags: ['environment', 'food'],
    },
    {
      title: 'Welcome Pack for New Residents',
      completionPercentage: 80,
      priority: 1,
      budget: 1500,
      location: null,
      coordinator: 'Li Wei',
      startDate: isoDate(-60),
      endDate: isoDate(20),
      tags: ['welcome'],
      status: ContentStatus.DRAFT,
    },
  ];
  const projects = rows.map((row, i) =>
    tx.getRepository(Project).create({
      status: ContentStatus.PUBLISHED,
      description: `${row.title} — a project run by volunteers of the association.`,
      content: `<p>${row.title} brings neighbours together.</p><ul><li>Volunteer days each month</li><li>Updates at every general meeting</li></ul>`,
      imageUrl: pictures.add(`project-${i + 1}`, row.title ?? 'Project', i),
      slug: slugify(row.title ?? ''),
      ...row,
      createdAt: at(-200 + i * 30),
      updatedAt: at(-200 + i * 30),
    }),
  );
  return tx.getRepository(Project).save(projects);
}

async function seedEvents(tx: EntityManager, pictures: SeedPictures, { at }: DemoDates): Promise<void> {
  const rows: Partial<Event>[] = [
    { title: 'Autumn Clean-Up Day', eventDate: at(-60, 9), location: 'Jubilee Park', maxAttendees: 40, currentAttendees: 32, tags: ['environment'] },
    {
      title: 'Annual General Meeting',
      eventDate: at(-20, 19),
      location: 'Greenfield Community Hall',
      maxAttendees: 120,
      currentAttendees: 64,
      tags: ['meeting'],
    },
    {
      title: 'Neighbourhood Picnic',
      eventDate: at(7, 12),
      location: 'Jubilee Park rotunda',
      maxAttendees: 150,
      currentAttendees: 48,
      registrationRequired: true,
      registrationDeadline: at(6, 17),
      tags: ['families', 'social'],
    },
    {
      title: 'Tree Planting Morning',
      eventDate: at(14, 8, 30),
      location: 'Merri Creek Walk',
      maxAttendees: 30,
      currentAttendees: 29,
      registrationRequired: true,
      registrationDeadline: at(13, 17),
      tags: ['environment'],
    },
    {
      title: 'Safety Forum with Local Police',
      eventDate: at(30, 18, 30),
      location: null,
      maxAttendees: 80,
      currentAttendees: 0,
      registrationRequired: true,
      tags: ['safety', 'meeting'],
    },
    {
      title: 'Street Library Launch',
      eventDate: null,
      location: 'Corner of Station & Vine',
      maxAttendees: null,
      currentAttendees: 0,
      tags: ['social'],
    },
  ];
  const events = await tx.getRepository(Event).save(
    rows.map((row, i) =>
      tx.getRepository(Event).create({
        status: ContentStatus.PUBLISHED,
        description: `${row.title} for residents of Greenfield. All welcome.`,
        content: `<p>Join your neighbours for <strong>${row.title}</strong>.</p>`,
        imageUrl: pictures.add(`event-${i + 1}`, row.title ?? 'Event', i + 2),
        slug: slugify(row.title ?? ''),
        endDate: row.eventDate ? new Date(row.eventDate.getTime() + 3 * 60 * 60 * 1000) : null,
        contactEmail: 'events@greenfieldresidents.org.au',
        contactPhone: '(03) 9000 1234',
        ...row,
      }),
    ),
  );
  await tx.getRepository(Rsvp).insert(events.flatMap((e) => demoRsvps(e, at(-2))));
}

/** Demo people who RSVP'd: the first few gave an e-mail, the rest were phoned in or walked in (issue #17). */
const RSVP_PEOPLE: { name: string; email: string | null; comments?: string }[] = [
  { name: 'Kim Nguyen', email: 'kim.nguyen@example.net', comments: 'Wheelchair access please' },
  { name: 'Tom Baker', email: 'tom.baker@example.net' },
  { name: 'Aisha Rahman', email: 'aisha.rahman@example.net', comments: 'Bringing a salad' },
  { name: 'Giulia Rossi', email: 'giulia.rossi@example.net' },
  { name: 'Walk-in (Smith family)', email: null },
  { name: 'Walk-in (Jones family)', email: null },
  { name: 'Walk-in (Patel family)', email: null },
];
const RSVP_PARTY = [2, 4, 1, 3];

/**
 * The GOING RSVPs behind an event's places taken (issue #17: `current_attendees` is the sum of the
 * GOING parties, so the attendees screen shows who the public page counts): named parties of 1–4
 * first, then walk-in parties without an e-mail, until the places taken are made up.
 * @param latest no RSVP is made later than this (nor later than two days before the event)
 */
function demoRsvps(event: Event, latest: Date): Partial<Rsvp>[] {
  const rsvps: Partial<Rsvp>[] = [];
  let left = event.currentAttendees;
  const made = new Date(Math.min(event.eventDate ? event.eventDate.getTime() - 2 * DAY : latest.getTime(), latest.getTime()));
  for (let i = 0; left > 0; i++) {
    const person = RSVP_PEOPLE[Math.min(i, RSVP_PEOPLE.length - 1)];
    const party = Math.min(left, person.email ? RSVP_PARTY[i % RSVP_PARTY.length] : 6);
    const name = i < RSVP_PEOPLE.length ? person.name : `Walk-in (party ${i - RSVP_PEOPLE.length + 2})`;
    const at = new Date(made.getTime() - (RSVP_PEOPLE.length * 2 - i) * 60 * 60 * 1000);
    rsvps.push({
      eventId: event.id,
      name,
      email: person.email,
      attendees: party,
      comments: person.comments ?? null,
      status: RsvpStatus.GOING,
      createdAt: at,
      updatedAt: at,
    });
    left -= party;
  }
  return rsvps;
}

async function seedGallery(tx: EntityManager, pictures: SeedPictures, projects: Project[], { isoDate }: DemoDates): Promise<void> {
  const albums = [
    { name: 'Playground Opening 2025', type: GalleryType.PROJECT, project: projects[0], taken: -40 },
    { name: 'Autumn Clean-Up Day', type: GalleryType.EVENT, project: null, taken: -60 },
  ];
  const items: Partial<GalleryItem>[] = [];
  albums.forEach((album, a) => {
    for (let i = 0; i < 6; i++) {
      const title = `${album.name} — photo ${i + 1}`;
      const url = pictures.add(`album-${a + 1}-photo-${i + 1}`, `${album.name} ${i + 1}`, a * 6 + i);
      items.push({
        title,
        description: `Photo ${i + 1} from ${album.name}.`,
        imageUrl: url,
        thumbnailUrl: url,
        galleryType: album.type,
        albumName: album.name,
        albumSlug: slugify(album.name),
        photographer: 'Association volunteers',
        takenDate: isoDate(album.taken),
        location: album.project?.location ?? 'Jubilee Park',
        sortOrder: i,
        projectId: album.project?.id ?? null,
        status: ContentStatus.PUBLISHED,
        tags: album.project?.tags ?? ['environment'],
      });
    }
  });
  await tx.getRepository(GalleryItem).insert(items);
}

async function seedResources(tx: EntityManager, uploads: string): Promise<void> {
  const rows = [
    { title: 'Membership Guide', category: 'Membership', tags: ['welcome'] },
    { title: 'Annual Report 2025', category: 'Reports', tags: ['meeting'] },
    { title: 'Playground Renovation Plan', category: 'Projects', tags: ['parks', 'families'] },
    { title: 'Creek Walk Planting List', category: 'Projects', tags: ['environment'] },
    { title: 'Emergency Contacts Sheet', category: 'Safety', tags: ['safety'] },
  ];
  await tx.getRepository(Resource).insert(
    rows.map((row, i) => {
      const fileName = `${slugify(row.title)}.txt`;
      const file = writeSeedDocument(uploads, fileName, row.title);
      return {
        ...row,
        description: `${row.title} for residents.`,
        fileUrl: file.url,
        fileName,
        fileSize: file.size,
        fileType: 'text/plain',
        resourceType: ResourceType.DOCUMENT,
        downloadCount: [42, 17, 8, 5, 23][i],
        status: ContentStatus.PUBLISHED,
      };
    }),
  );
}

async function seedTestimonials(tx: EntityManager, pictures: SeedPictures): Promise<void> {
  await tx.getRepository(Testimonial).insert(
    [
      {
        name: 'Margaret O’Brien',
        role: 'Resident since 1998',
        message: 'The association turned our tired park into the heart of the street. My grandchildren love the new playground.',
        sortOrder: 0,
        featured: true,
      },
      {
        name: 'Ahmed Hassan',
        role: 'Renter, Vine Street',
        message: 'As a renter I was not sure I could join. I was welcomed from day one and now help run the clean-up days.',
        sortOrder: 1,
      },
      {
        name: 'Sophie Tran',
        role: 'Small business owner',
        message: 'The safety forum connected local traders with police and council. Practical, friendly and well organised.',
        sortOrder: 2,
      },
    ].map((row, i) => ({
      ...row,
      status: ContentStatus.PUBLISHED,
      imageUrl: pictures.add(`testimonial-${i + 1}`, row.name.split(' ')[0], i + 5),
    })),
  );
}

/** The demo's membership classes (issue #34): fees in cents, in the order /join offers them. */
async function seedMembershipClasses(tx: EntityManager): Promise<void> {
  await tx.query(
    `INSERT INTO membership_classes (name, annual_fee_cents, concession_fee_cents, household, renews, position)
     VALUES ('Household', 2000, 1000, true, true, 1), ('Individual', 1000, NULL, false, true, 2)`,
  );
}

async function seedMembers(tx: EntityManager, { at, isoDate }: DemoDates): Promise<void> {
  const first = [
    'Olivia',
    'Jack',
    'Mia',
    'Noah',
    'Charlotte',
    'William',
    'Amelia',
    'Lucas',
    'Isla',
    'Henry',
    'Ava',
    'Leo',
    'Grace',
    'Oscar',
    'Chloe',
    'Ethan',
    'Zoe',
    'Ari',
    'Ruby',
    'Samir',
  ];
  const last = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Martin', 'Anderson', 'Thompson'];
  const statuses = [
    MemberStatus.APPROVED,
    MemberStatus.APPROVED,
    MemberStatus.PENDING,
    MemberStatus.APPROVED,
    MemberStatus.REJECTED,
    MemberStatus.INACTIVE,
  ];
  const types = [MemberType.OWNER, MemberType.RENTER, MemberType.INVESTOR];
  const members = first.map((name, i) => {
    const status = statuses[i % statuses.length];
    const fullName = `${name} ${last[i % last.length]}`;
    const created = at(-180 + i * 9);
    return {
      fullName,
      email: `${name.toLowerCase()}.${last[i % last.length].toLowerCase()}@example.com`,
      phone: `04${String(10000000 + i * 7919).slice(0, 8)}`,
      address: i % 7 === 3 ? null : `${10 + i} ${['Vine', 'Station', 'Creek', 'Jubilee'][i % 4]} Street, Greenfield`,
      memberType: types[i % 3],
      whatsappJointStatus: i % 2 ? YesNo.Y : YesNo.N,
      numAdults: 1 + (i % 3),
      numChildren: i % 4,
      languageSpoken: ['English', 'Vietnamese', 'Arabic', 'Italian', 'Mandarin'][i % 5],
      residencyProofStatus: i % 3 ? ResidencyProofStatus.VERIFIED : ResidencyProofStatus.SUBMITTED,
      residencyProofType: ResidencyProofType.UTILITY_BILL,
      receiptRequested: i % 5 === 0,
      orgName: i % 5 === 0 ? `${last[i % last.length]} Family Trust` : null,
      status,
      joinDate: isoDate(-180 + i * 9),
      approvedDate: status === MemberStatus.APPROVED || status === MemberStatus.INACTIVE ? new Date(created.getTime() + 3 * DAY) : null,
      approvedBy: status === MemberStatus.APPROVED || status === MemberStatus.INACTIVE ? 'Demo Admin' : null,
      rejectedDate: status === MemberStatus.REJECTED ? new Date(created.getTime() + 2 * DAY) : null,
      rejectedBy: status === MemberStatus.REJECTED ? 'Demo Admin' : null,
      rejectionReason: status === MemberStatus.REJECTED ? 'Address is outside the association area.' : null,
      // The day they ceased (AIR Act 2012 (Vic) s 56(3)): a month after approval, never after today.
      ceasedDate: status === MemberStatus.INACTIVE ? isoDate(Math.min(-1, -180 + i * 9 + 30)) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
  await tx.getRepository(Member).insert(members);
}

/** Where seeded files go for a data directory. */
export const uploadsDirOf = (dataDir: string): string => path.join(dataDir, 'uploads');
