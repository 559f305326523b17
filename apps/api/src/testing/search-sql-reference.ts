import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

/**
 * Search as the database answered it before it moved to the catalog read model (decision 003): kept, for tests
 * only, as the reference the in-memory search must agree with. pg_trgm finds in `search_terms` what each query word
 * may mean; full text then matches the products holding them. Takes the words of an already normalized query.
 */

export interface Expansion {
  ord: number;
  word: string;
  score: number;
}

const EXPANSIONS_PER_WORD = 8;

/** What each word may mean (`ord`: its 1-based position), best first; the outer order is only for comparing. */
export async function expandBySql(db: Database, words: string[]): Promise<Expansion[]> {
  return queryRows<Expansion>(
    db,
    sql`
    select q.ord::int as ord, e.word, e.score::float8 as score
    from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as q(word, ord)
    cross join lateral (
      select t.word,
             case when t.word = q.word then 2
                  when t.word like q.word || '%' then 1 + similarity(t.word, q.word)
                  else similarity(t.word, q.word) end as score
      from search_terms t
      where t.word % q.word or t.word like q.word || '%'
      order by score desc, length(t.word), t.word
      limit ${EXPANSIONS_PER_WORD}
    ) e
    order by q.ord, e.score desc, length(e.word), e.word`,
  );
}

/** A lexeme quoted for a tsquery literal. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '').replace(/'/g, "''")}'`;
}

/**
 * The two tsqueries of a search: every query word must match one of its meanings (`any`), and the stricter one
 * where each word matches its best meaning (`best`). Words with no meaning are left out.
 */
export function buildQueries(expansions: Expansion[]): { any: string; best: string } | null {
  const byWord = new Map<number, Expansion[]>();
  for (const e of expansions) byWord.set(e.ord, [...(byWord.get(e.ord) ?? []), e]);
  if (!byWord.size) return null;
  const groups = [...byWord.values()];
  const top = (list: Expansion[]) => Math.max(...list.map((e) => e.score));
  return {
    any: groups.map((list) => `(${list.map((e) => lexeme(e.word)).join(' | ')})`).join(' & '),
    best: groups
      .map(
        (list) =>
          `(${list
            .filter((e) => e.score === top(list))
            .map((e) => lexeme(e.word))
            .join(' | ')})`,
      )
      .join(' & '),
  };
}

/** Ids of the products the old search answered, in its order. */
export async function searchBySql(db: Database, normalized: string, words: string[], limit: number): Promise<number[]> {
  if (!words.length) return [];
  const queries = buildQueries(await expandBySql(db, words));
  if (!queries) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    select p.id
    from products p
    join categories c on c.id = p.category_id
    left join categories sc on sc.id = p.sub_category_id
    where p.is_active and p.search_vector @@ ${queries.any}::tsquery
    order by (p.search_vector @@ ${queries.best}::tsquery) desc, (p.search_text like ${`${normalized}%`}) desc, p.sales_count desc, p.id
    limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
