import { CONTENT_SEARCH_MAX_LENGTH, CONTENT_STATE_LABELS, CONTENT_STATES, type ContentState } from '@shop/shared/rules';
import { SearchForm } from '../../components/search-form.tsx';
import { SelectFilter } from '../../components/select-filter.tsx';
import { readPage, readWords } from '../../hooks/use-list-address.ts';
import type { PostSearch } from './content-api.ts';

/** The search lives in the address (`/admin/content/posts?q=rose&state=draft&page=2`). */
export function readPostSearch(search: URLSearchParams): PostSearch {
  const state = search.get('state');
  return {
    q: readWords(search, 'q', CONTENT_SEARCH_MAX_LENGTH),
    state: CONTENT_STATES.includes(state as ContentState) ? (state as ContentState) : undefined,
    page: readPage(search),
  };
}

const STATE_OPTIONS = CONTENT_STATES.map((state) => ({ value: state, label: CONTENT_STATE_LABELS[state] }));

/** The search by title and the state filter of the posts and of the news (`post` or `news` names the field ids). */
export function ContentToolbar({
  kind,
  searchLabel,
  every,
  params,
  go,
}: {
  kind: 'post' | 'news';
  searchLabel: string;
  every: string;
  params: PostSearch;
  go: (next: PostSearch) => void;
}) {
  return (
    <div className="toolbar">
      <SearchForm
        label={searchLabel}
        value={params.q}
        maxLength={CONTENT_SEARCH_MAX_LENGTH}
        onSearch={(q) => go({ ...params, q, page: 1 })}
      />
      <SelectFilter
        id={`${kind}-state`}
        label="Show"
        className="field toolbar__filter"
        value={params.state ?? ''}
        every={every}
        options={STATE_OPTIONS}
        onChange={(state) => go({ ...params, state: (state || undefined) as ContentState, page: 1 })}
      />
    </div>
  );
}
