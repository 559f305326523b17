import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { ListPager } from '../../components/pager.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { formatDay } from '../../lib/shop-format.ts';
import { fetchMembers, inboxKeys, MEMBERS_FILE_URL } from './inbox-api.ts';
import { readPage } from './inbox-views.tsx';

/** The Platinum Club: its members newest first, and all of them as a CSV file. */
export function PlatinumTab() {
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const phone = useMediaQuery(PHONE);
  const list = useQuery({
    queryKey: inboxKeys.members(page),
    queryFn: () => fetchMembers(page),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  return (
    <>
      <div className="toolbar">
        <a className="button" href={MEMBERS_FILE_URL} download>
          Download all members (CSV)
        </a>
      </div>
      <ErrorAlert error={list.error} />
      {!data ? (
        list.isPending && <Loading what="members" />
      ) : !data.data.length ? (
        <p className="empty">No one has joined the Platinum Club yet.</p>
      ) : (
        <>
          {phone ? (
            <ul className="inbox-cards">
              {data.data.map((m) => (
                <li key={m.id} className="inbox-card inbox-card--open">
                  <div className="inbox-card__summary">
                    <span className="inbox-card__subject">
                      {m.first_name} {m.last_name}
                    </span>
                    <span className="inbox-card__meta">Joined {formatDay(m.joined_at)}</span>
                  </div>
                  <div className="inbox-card__body">
                    <p className="inbox-card__from">
                      <a href={`mailto:${m.email}`}>{m.email}</a> · {m.mobile}
                    </p>
                    <p className="cell-sub">
                      Born {formatDay(m.date_of_birth)}
                      {m.preferences.length > 0 && ` · ${m.preferences.join(', ')}`}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="table-wrap">
              <table className="orders-table">
                <caption className="visually-hidden">Platinum Club members, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Mobile</th>
                    <th scope="col">Born</th>
                    <th scope="col">Interests</th>
                    <th scope="col">Joined</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((m) => (
                    <tr key={m.id}>
                      <td>
                        {m.first_name} {m.last_name}
                      </td>
                      <td>{m.email}</td>
                      <td>{m.mobile}</td>
                      <td>{formatDay(m.date_of_birth)}</td>
                      <td>{m.preferences.join(', ')}</td>
                      <td>{formatDay(m.joined_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ListPager what="members" list={data} onPage={(page) => setSearch({ tab: 'platinum', page: String(page) })} />
        </>
      )}
    </>
  );
}
