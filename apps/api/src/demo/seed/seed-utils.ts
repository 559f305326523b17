/** Kebab-case route from a display name: accents folded, HTML tags dropped, single dashes only. */
export function slugify(text: string): string {
  return stripTags(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Plain text of an HTML product name. */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

/** Splits rows into insert-sized chunks (PostgreSQL caps bind parameters per statement). */
export function chunk<T>(rows: readonly T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
