import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { useCan } from '../../session/session.ts';
import { auditKeys, fetchAuditPage, fetchMembers } from './audit-api.ts';
import { AuditCards, AuditTable } from './audit-entries.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { auditSearch, readAuditParams } from './audit-params.ts';
import { describeFilters, summaryText } from './audit-summary.ts';

/**
 * The audit log (issue 25, item 4): every staff write, newest first, filtered by member, entity and day. It only
 * reads: the log is append-only, and nothing here edits or deletes an entry.
 */
export function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const params = readAuditParams(search);
  const phone = useMediaQuery(PHONE);
  const canListStaff = useCan('staff:manage');
  const page = useQuery({
    queryKey: auditKeys.page(params),
    queryFn: () => fetchAuditPage(params),
    placeholderData: keepPreviousData,
    // A filter the server refuses (4xx) is refused again: say it at once. Others are retried as everywhere.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const members = useQuery({ queryKey: auditKeys.members, queryFn: fetchMembers, enabled: canListStaff });
  const results = useRef<HTMLParagraphElement>(null);
  const shownBefore = useRef(params.before);
  // Older or newer entries: the reader goes back to the top of the list, where the summary says what it shows.
  useEffect(() => {
    if (params.before === shownBefore.current) return;
    shownBefore.current = params.before;
    results.current?.focus();
  }, [params.before]);

  const entries = page.data?.entries;
  const filters = describeFilters(params, members.data);
  const caption = `Audit log${filters ? `, ${filters}` : ''}`;
  return (
    <>
      <div className="page-head">
        <PageHeading title="Audit log">Audit log</PageHeading>
        <p className="page-head__note">Every change made by staff, newest first. Entries cannot be changed.</p>
      </div>
      <AuditFilters
        params={params}
        members={members.data}
        error={page.error}
        folded={phone}
        onChange={(next) => setSearch(auditSearch(next).slice(1))}
      />
      <ErrorAlert error={members.error} />
      <ErrorAlert error={page.error} />
      <p className="audit-summary" role="status" ref={results} tabIndex={-1}>
        {entries && summaryText(entries.length, params, filters)}
      </p>
      {!entries
        ? page.isPending && <Loading what="the audit log" />
        : entries.length > 0 && (
            <div aria-busy={page.isPlaceholderData || undefined}>
              {phone ? (
                <AuditCards entries={entries} members={members.data} caption={caption} />
              ) : (
                <AuditTable entries={entries} members={members.data} caption={caption} />
              )}
            </div>
          )}
      {entries && (params.before || page.data?.next_before_id) && (
        <nav className="pager" aria-label="Pages of the audit log">
          {params.before ? (
            <Link className="button" to={`/audit${auditSearch({ ...params, before: undefined })}`}>
              Newest entries
            </Link>
          ) : (
            <span />
          )}
          {page.data?.next_before_id && (
            <Link className="button" to={`/audit${auditSearch({ ...params, before: page.data.next_before_id })}`}>
              Older entries
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
