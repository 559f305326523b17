import { FAQ_SCOPE_LABELS, FAQ_SCOPES, type FaqScope, type StaffFaq } from '@shop/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { SelectFilter } from '../../components/select-filter.tsx';
import { contentKeys, deleteFaq, fetchFaqs, moveFaq } from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';
import { FaqForm } from './faq-form.tsx';

const SCOPE_OPTIONS = FAQ_SCOPES.map((s) => ({ value: s, label: FAQ_SCOPE_LABELS[s] }));

/** The FAQ lists (issue 26, item 6): the FAQ page's, the about page's and the corporate page's, in their order. */
export function FaqPage() {
  const [search, setSearch] = useSearchParams();
  const scope: FaqScope = FAQ_SCOPES.includes(search.get('list') as FaqScope)
    ? (search.get('list') as FaqScope)
    : 'page';
  const queryClient = useQueryClient();
  const entries = useQuery({ queryKey: contentKeys.faqs(scope), queryFn: () => fetchFaqs(scope) });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.faqs(scope) });
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) => moveFaq(id, direction),
    onSuccess: (list) => queryClient.setQueryData(contentKeys.faqs(scope), list),
  });
  const remove = useMutation({ mutationFn: deleteFaq, onSuccess: refresh });
  const list = entries.data;

  return (
    <>
      <div className="page-head">
        <PageHeading title="FAQ">Content</PageHeading>
      </div>
      <ContentTabs />
      <div className="toolbar">
        <SelectFilter
          id="faq-list"
          label="List"
          className="field toolbar__filter"
          value={scope}
          options={SCOPE_OPTIONS}
          onChange={(list) => {
            setEditing(null);
            setSearch(new URLSearchParams({ list }));
          }}
        />
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          Add a question
        </button>
      </div>
      <ErrorAlert error={entries.error ?? move.error ?? remove.error} />
      {editing === 'new' && <FaqForm scope={scope} entry={null} onDone={() => setEditing(null)} onSaved={refresh} />}
      {!list ? (
        entries.isPending && <Loading what="the questions" />
      ) : list.length === 0 ? (
        <p className="empty">No question on this list yet.</p>
      ) : (
        <ol className="faq-list" aria-label={`${FAQ_SCOPE_LABELS[scope]}: questions in their order`}>
          {list.map((entry: StaffFaq, index) => (
            <li key={entry.id} className="panel faq-list__entry">
              {editing === entry.id ? (
                <FaqForm scope={scope} entry={entry} onDone={() => setEditing(null)} onSaved={refresh} />
              ) : (
                <>
                  <h2 className="faq-list__question">{entry.question}</h2>
                  {/* Cleaned by the server with the shared allow-list when it was saved. */}
                  <div className="prose faq-list__answer" dangerouslySetInnerHTML={{ __html: entry.answer }} />
                  <div className="faq-list__actions">
                    <button type="button" className="button" onClick={() => setEditing(entry.id)}>
                      Edit<span className="visually-hidden">{` “${entry.question}”`}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={index === 0 || move.isPending}
                      onClick={() => move.mutate({ id: entry.id, direction: 'up' })}
                    >
                      Move up<span className="visually-hidden">{` “${entry.question}”`}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={index === list.length - 1 || move.isPending}
                      onClick={() => move.mutate({ id: entry.id, direction: 'down' })}
                    >
                      Move down<span className="visually-hidden">{` “${entry.question}”`}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(entry.id)}
                    >
                      Delete<span className="visually-hidden">{` “${entry.question}”`}</span>
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
