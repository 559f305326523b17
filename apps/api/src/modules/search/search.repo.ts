import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/** A catalog word a query word may mean, with how well it fits (2 exact, 1–2 prefix, below 1 a likely typo). */
export interface Expansion {
  ord: number;
  word: string;
  score: number;
}

export interface SearchRow {
  id: number;
  route: string;
  name: string;
  featured_img: string;
  category_route: string;
  sub_category_route: string | null;
  price_fils: number;
}

/** How many spellings one query word may expand to. */
const EXPANSIONS_PER_WORD = 8;

/**
 * Two index-backed steps (decision 003): pg_trgm finds, in the small vocabulary of catalog words, what each query
 * word may mean ('wiskey' → whiskey, 'whis' → whiskey, whisky); full text then matches products containing them.
 */
export function createSearchRepo(db: Database) {
  return {
    /** Likely meanings of each word (`ord` is its 1-based position in the query). */
    async expand(words: string[]): Promise<Expansion[]> {
      return queryRows<Expansion>(db, sql`
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
        ) e`);
    },

    /**
     * Products matching `anyQuery`; those matching `bestQuery` (each word's best meaning) first, then those whose
     * text starts with the whole query, then best sellers.
     */
    async match(anyQuery: string, bestQuery: string, prefix: string, limit: number): Promise<SearchRow[]> {
      return queryRows<SearchRow>(db, sql`
        select p.id, p.route, p.name, p.featured_img, c.route as category_route, sc.route as sub_category_route,
               p.sort_price_fils as price_fils
        from products p
        join categories c on c.id = p.category_id
        left join categories sc on sc.id = p.sub_category_id
        where p.is_active and p.search_vector @@ ${anyQuery}::tsquery
        order by (p.search_vector @@ ${bestQuery}::tsquery) desc, (p.search_text like ${`${prefix}%`}) desc, p.sales_count desc, p.id
        limit ${limit}`);
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
