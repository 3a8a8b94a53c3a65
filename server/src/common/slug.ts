import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** URL slug of a title: lower-case ASCII words joined by hyphens ("Park Clean-Up Day!" → "park-clean-up-day"). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'item';
}

/**
 * A slug for `title` not yet used in `entity`'s `slug` column: the plain slug, else "-2", "-3", …
 * @param manager the transaction's manager (PGlite deadlocks on a second connection mid-transaction)
 */
export async function uniqueSlug(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title);
  const rows = await manager
    .getRepository(entity)
    .createQueryBuilder('e')
    .select('e.slug', 'slug')
    .where('(e.slug = :base OR e.slug LIKE :pattern)', { base, pattern: `${base}-%` })
    .andWhere(exceptId ? 'e.id <> :exceptId' : 'TRUE', { exceptId })
    .getRawMany<{ slug: string }>();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
