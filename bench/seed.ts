import type { Client } from 'pg';
import { volumeAt } from './stats';

/**
 * SQL that fills a migrated, empty database with realistic volume in a few statements
 * (generate_series, no round trip per row). Values are deterministic: the same scale gives the
 * same data. Mix: about 80 % of content published, 10 % draft, 5 % archived, 5 % trashed;
 * members 70 % approved, 15 % pending, 10 % inactive, 5 % rejected; dates spread over 10 years.
 * @param scale share of the full volume (1 = 50,000 members, 2,000 projects, 5,000 events, 20,000 photos, 2,000 resources)
 */
export function seedStatements(scale: number): string[] {
  const v = volumeAt(scale);
  // Words that search terms hit in a realistic share of rows.
  const words = `ARRAY['garden','street','park','library','youth','safety','cleanup','festival','market','heritage','lighting','playground','river','footpath','recycling','choir']`;
  const first = `ARRAY['Alex','Sam','Priya','Wei','Maria','John','Fatima','Liam','Olivia','Noah','Aisha','Chen','Lucas','Mia','Omar','Grace','Ivan','Zoe','Ravi','Hannah']`;
  const last = `ARRAY['Smith','Nguyen','Patel','Brown','Garcia','Wilson','Khan','Chen','Taylor','Martin','Singh','Lee','Walker','Hall','Young','Lopez','Ali','King','Wright','Scott']`;
  const status = (i: string) =>
    `CASE WHEN ${i} % 20 < 16 THEN 'published' WHEN ${i} % 20 < 18 THEN 'draft' WHEN ${i} % 20 = 18 THEN 'archived' ELSE 'published' END`;
  const deleted = (i: string) => `(${i} % 20 = 19)`;
  const word = (i: string, k: number) => `(${words})[1 + ((${i} * ${k}) % 16)]`;
  const created = (i: string, n: number) => `now() - ((${n} - ${i}) * interval '${Math.max(1, Math.round((10 * 365 * 24 * 60) / n))} minutes')`;
  return [
    `INSERT INTO members (full_name, email, phone, member_type, status, join_date, address, language_spoken, num_adults, num_children, created_at, updated_at)
     SELECT (${first})[1 + i % 20] || ' ' || (${last})[1 + (i / 20) % 20] || ' ' || i,
            'member' || i || '@example.org',
            '04' || lpad(((i * 7919) % 100000000)::text, 8, '0'),
            (ARRAY['owner','renter','investor'])[1 + i % 3],
            CASE WHEN i % 20 < 14 THEN 'approved' WHEN i % 20 < 17 THEN 'pending' WHEN i % 20 < 19 THEN 'inactive' ELSE 'rejected' END,
            (date '2016-01-01' + (i % 3650)),
            i || ' ' || (${words})[1 + i % 16] || ' Street, Greenfield',
            (ARRAY['English','Mandarin','Arabic','Vietnamese','Hindi'])[1 + i % 5],
            1 + i % 4, i % 3,
            ${created('i', v.members)}, now()
       FROM generate_series(1, ${v.members}) AS i`,
    `INSERT INTO projects (status, is_deleted, tags, title, slug, description, content, location, coordinator, priority, completion_percentage, start_date, created_at, updated_at)
     SELECT ${status('i')}, ${deleted('i')}, ARRAY[${word('i', 3)}, ${word('i', 5)}],
            initcap(${word('i', 1)}) || ' ' || ${word('i', 7)} || ' project ' || i, 'project-' || i,
            'Residents improve the ' || ${word('i', 11)} || ' near the ' || ${word('i', 13)} || '.',
            '<p>' || repeat('Long project write-up. ', 40) || '</p>', 'Greenfield', 'Volunteer ' || i % 50,
            1 + i % 3, (i * 37) % 101, (date '2016-01-01' + (i % 3650)),
            ${created('i', v.projects)}, now()
       FROM generate_series(1, ${v.projects}) AS i`,
    `INSERT INTO events (status, is_deleted, tags, title, slug, description, content, event_date, location, max_attendees, registration_required, created_at, updated_at)
     SELECT ${status('i')}, ${deleted('i')}, ARRAY[${word('i', 3)}],
            initcap(${word('i', 1)}) || ' ' || ${word('i', 7)} || ' meetup ' || i, 'event-' || i,
            'Come along to the ' || ${word('i', 11)} || ' gathering.',
            '<p>' || repeat('Event details. ', 40) || '</p>',
            CASE WHEN i % 25 = 0 THEN NULL ELSE now() + ((i - ${Math.round(v.events * 0.8)}) * interval '1 day') END,
            'Community Hall', 50 + i % 100, i % 2 = 0,
            ${created('i', v.events)}, now()
       FROM generate_series(1, ${v.events}) AS i`,
    // Albums of 20 photos each; a share of photos documents a project.
    `INSERT INTO gallery_items (status, is_deleted, tags, title, description, image_url, thumbnail_url, gallery_type, album_name, album_slug, photographer, taken_date, sort_order, created_at, updated_at)
     SELECT ${status('i')}, ${deleted('i')}, ARRAY[${word('i', 3)}],
            'Photo ' || i, 'A photo of the ' || ${word('i', 5)} || '.',
            '/uploads/bench/' || i || '.webp', '/uploads/bench/' || i || '-thumb.webp',
            (ARRAY['event','project','community','other'])[1 + i % 4],
            initcap(${word('i / 20', 1)}) || ' album ' || (i / 20), 'album-' || (i / 20), 'Photographer ' || i % 30,
            (date '2016-01-01' + ((i / 20) * 7 % 3650)), i % 20,
            ${created('i', v.galleryItems)}, now()
       FROM generate_series(1, ${v.galleryItems}) AS i`,
    `UPDATE gallery_items g SET project_id = p.id
       FROM (SELECT id, row_number() OVER (ORDER BY slug) AS n FROM projects) p
      WHERE g.gallery_type = 'project' AND p.n = 1 + (abs(hashtext(g.id::text)) % ${v.projects})`,
    `INSERT INTO resources (status, is_deleted, tags, title, description, file_url, file_name, file_size, file_type, resource_type, category, download_count, created_at, updated_at)
     SELECT ${status('i')}, ${deleted('i')}, ARRAY[${word('i', 3)}],
            initcap(${word('i', 1)}) || ' guide ' || i, 'How to help with the ' || ${word('i', 5)} || '.',
            '/uploads/bench/file-' || i || '.pdf', 'file-' || i || '.pdf', 10000 + i, 'application/pdf',
            (ARRAY['document','image','video','audio','other'])[1 + i % 5],
            (ARRAY['Forms','Guides','Minutes','Newsletters','Policies','Maps'])[1 + i % 6], i % 500,
            ${created('i', v.resources)}, now()
       FROM generate_series(1, ${v.resources}) AS i`,
    `ANALYZE`,
  ];
}

/**
 * Seeds the database the client is connected to.
 * @returns seconds taken
 */
export async function seed(client: Client, scale: number): Promise<number> {
  const started = performance.now();
  for (const statement of seedStatements(scale)) await client.query(statement);
  return (performance.now() - started) / 1000;
}
