import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useCan } from '../../session/session.ts';
import { AccountPanel, AgeProofPanel } from './customer-account.tsx';
import { AccountTags } from './customer-list.tsx';
import { AddressesPanel, OrdersPanel } from './customer-orders.tsx';
import { BlockPanel } from './block-panel.tsx';
import { customersKeys, fetchCustomer } from './customers-api.ts';
import { formatDateTime } from './format.ts';

/**
 * One customer (issue 25, item 9): whether the shop blocked them and why, their account, their proof of age, their
 * latest orders and their addresses. Blocking is offered only to members who may block; nothing secret is shown
 * (the server sends no password hash, code or session).
 */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const canBlock = useCan('customers:block');
  const detail = useQuery({ queryKey: customersKeys.detail(id), queryFn: () => fetchCustomer(id) });
  const d = detail.data;
  const c = d?.customer;
  return (
    <>
      <p className="back">
        <Link to="/customers">← All customers</Link>
      </p>
      <div className="page-head">
        <PageHeading title={c ? c.full_name : 'Customer'}>{c ? c.full_name : 'Customer'}</PageHeading>
        {c && <AccountTags customer={c} />}
      </div>
      <ErrorAlert error={detail.error} />
      {detail.isPending && <Loading what="the customer" />}
      {d && c && (
        <>
          {c.blocked && (
            <div className="alert alert--error blocked-note">
              <strong>Blocked</strong>
              {c.blocked_at && (
                <>
                  {' '}
                  since <time dateTime={c.blocked_at}>{formatDateTime(c.blocked_at)}</time>
                </>
              )}
              . They cannot sign in or buy.
              {c.blocked_reason && <span className="blocked-note__why">Why: {c.blocked_reason}</span>}
            </div>
          )}
          <div className="customer-detail">
            <div className="customer-detail__main">
              <OrdersPanel detail={d} />
              <AddressesPanel addresses={d.addresses} />
              {canBlock && <BlockPanel customer={c} />}
            </div>
            <div className="customer-detail__side">
              <AgeProofPanel detail={d} />
              <AccountPanel customer={c} />
            </div>
          </div>
        </>
      )}
    </>
  );
}
