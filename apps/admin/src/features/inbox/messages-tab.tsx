import {
  CONTACT_MESSAGE_STATUS_LABELS,
  type ContactMessage,
  type ContactMessagePage,
  type ContactMessageView,
} from '@shop/shared/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { ListPager } from '../../components/pager.tsx';
import { formatDateTime } from '../../lib/shop-format.ts';
import { assignMessage, fetchAssignees, fetchMessages, finishMessage, inboxKeys, readMessage } from './inbox-api.ts';
import { readPage, ViewSwitch } from './inbox-views.tsx';

const VIEWS = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
] as const;
const STATUS_TAG = { new: 'tag tag--warn', read: 'tag', done: 'tag tag--ok' } as const;

/** One message: who wrote, what, and what to do with it. Opening it marks it read. */
function MessageCard({ message }: { message: ContactMessage }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const assignees = useQuery({ queryKey: inboxKeys.assignees, queryFn: fetchAssignees, staleTime: 60_000 });
  const onDone = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  const read = useMutation({ mutationFn: () => readMessage(message.id), onSuccess: onDone });
  const assign = useMutation({ mutationFn: (to: number | null) => assignMessage(message.id, to), onSuccess: onDone });
  const finish = useMutation({ mutationFn: () => finishMessage(message.id), onSuccess: onDone });
  const error = read.error ?? assign.error ?? finish.error;

  return (
    <li className="inbox-card">
      <details
        onToggle={(event) => {
          if ((event.currentTarget as HTMLDetailsElement).open && message.status === 'new' && !read.isPending)
            read.mutate();
        }}
      >
        <summary className="inbox-card__summary">
          <span className="inbox-card__subject">{message.subject}</span>
          <span className={STATUS_TAG[message.status]}>{CONTACT_MESSAGE_STATUS_LABELS[message.status]}</span>
          <span className="inbox-card__meta">
            {message.name} · {formatDateTime(message.created_at)}
            {message.assignee && ` · ${message.assignee.name}`}
          </span>
        </summary>
        <div className="inbox-card__body">
          <p className="inbox-card__from">
            <a href={`mailto:${message.email}`}>{message.email}</a> ·{' '}
            <a href={`tel:${message.mobile}`}>{message.mobile}</a>
          </p>
          <p className="inbox-card__message">{message.message}</p>
          <ErrorAlert error={error} />
          {message.status !== 'done' && (
            <div className="inbox-card__actions">
              <div className="field">
                <label htmlFor={`${ids}-assignee`}>Assigned to</label>
                <select
                  id={`${ids}-assignee`}
                  value={message.assignee?.id ?? ''}
                  disabled={assign.isPending || !assignees.data}
                  onChange={(event) => assign.mutate(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">No one</option>
                  {assignees.data?.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="button button--primary"
                disabled={finish.isPending}
                onClick={() => finish.mutate()}
              >
                Mark as done
              </button>
            </div>
          )}
        </div>
      </details>
    </li>
  );
}

/** Contact messages: the open ones oldest first (answered in turn), or the done ones. */
export function MessagesTab() {
  const [search, setSearch] = useSearchParams();
  const view: ContactMessageView = search.get('view') === 'done' ? 'done' : 'open';
  const page = readPage(search);
  const list = useQuery({
    queryKey: inboxKeys.messages(view, page),
    queryFn: () => fetchMessages(view, page),
    placeholderData: keepPreviousData,
  });
  const go = (next: number) => setSearch({ ...(view === 'done' && { view }), ...(next > 1 && { page: String(next) }) });
  return (
    <>
      <ViewSwitch
        label="Messages"
        views={VIEWS}
        current={view}
        href={(v) => (v === 'open' ? '/inbox' : '/inbox?view=done')}
      />
      <ErrorAlert error={list.error} />
      <MessageList data={list.data} view={view} pending={list.isPending} onPage={go} />
    </>
  );
}

function MessageList({
  data,
  view,
  pending,
  onPage,
}: {
  data: ContactMessagePage | undefined;
  view: ContactMessageView;
  pending: boolean;
  onPage: (page: number) => void;
}) {
  if (!data) return pending ? <Loading what="messages" /> : null;
  if (!data.data.length)
    return (
      <p className="empty">{view === 'open' ? 'No open message: the inbox is clear.' : 'No message is done yet.'}</p>
    );
  return (
    <>
      <ul className="inbox-cards">
        {data.data.map((m) => (
          <MessageCard key={m.id} message={m} />
        ))}
      </ul>
      <ListPager what="messages" list={data} onPage={onPage} />
    </>
  );
}
