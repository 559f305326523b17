import { shopToday, type AgeProofState, type CustomerAccount, type CustomerDetail } from '@shop/shared/rules';
import { Link } from 'react-router';
import { ageOn, formatDateTime, formatDay, isOfAge } from './format.ts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const proven = (at: string | null) => (at ? `verified ${formatDay(at)}` : 'not verified');

/** The account as the customer gave it: ways to reach them, and what they told the shop. */
export function AccountPanel({ customer: c }: { customer: CustomerAccount }) {
  const optional: Array<[string, string | null]> = [
    ['Company', c.company_name],
    ['Designation', c.designation],
    ['Landline', c.landline],
    ['Nationality', c.nationality],
    ['Location', c.current_location],
    ['Landmark', c.landmark],
    ['Anniversary', c.anniversary_date && formatDay(c.anniversary_date)],
  ];
  return (
    <section className="panel" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl className="facts__list">
        <Fact label="Customer number">{c.id}</Fact>
        <Fact label="Type">{c.user_type === 'corporate' ? 'Corporate' : 'Personal'}</Fact>
        <Fact label="E-mail">
          {c.email ? (
            <>
              <a href={`mailto:${c.email}`}>{c.email}</a>{' '}
              <span className="cell-sub">{proven(c.email_verified_at)}</span>
            </>
          ) : (
            'None given'
          )}
        </Fact>
        <Fact label="Mobile">
          {c.mobile ? (
            <>
              <a href={`tel:${c.mobile}`}>{c.mobile}</a>{' '}
              <span className="cell-sub">{proven(c.mobile_verified_at)}</span>
            </>
          ) : (
            'None given'
          )}
        </Fact>
        <Fact label="Google sign-in">{c.google_linked ? 'Linked' : 'Not linked'}</Fact>
        {optional.map(
          ([label, value]) =>
            value && (
              <Fact key={label} label={label}>
                {value}
              </Fact>
            ),
        )}
        <Fact label="Joined">
          <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
        </Fact>
        <Fact label="Last changed">
          <time dateTime={c.updated_at}>{formatDateTime(c.updated_at)}</time>
        </Fact>
      </dl>
    </section>
  );
}

/** Where the staff's check of the customer's Emirates ID stands today, in words and a tag. */
const ID_CHECK_TEXT: Record<AgeProofState, { text: string; tag: 'ok' | 'warn' | 'bad' }> = {
  verified: { text: 'Verified and unexpired: their age is proven', tag: 'ok' },
  checking: { text: 'Waiting for a staff check', tag: 'warn' },
  rejected: { text: 'Rejected', tag: 'bad' },
  missing: { text: 'None valid on file', tag: 'warn' },
};

/**
 * What the shop holds that speaks to the customer's age (issue 25, item 6): the date of birth they gave, whether an
 * Emirates ID came with their orders, and where its check stands. An ID is checked on the order it came with.
 */
export function AgeProofPanel({ detail }: { detail: CustomerDetail }) {
  const { customer, age_proof: proof, orders } = detail;
  const age = customer.dob ? ageOn(customer.dob, shopToday(new Date())) : null;
  const withId = orders.find((order) => order.eid_provided);
  return (
    <section className="panel" aria-labelledby="age-title">
      <h2 id="age-title">Proof of age</h2>
      <dl className="facts__list">
        <Fact label="Date of birth">
          {customer.dob && age !== null ? (
            <>
              {formatDay(customer.dob)} ({age} years){' '}
              {isOfAge(age) ? (
                <span className="tag tag--ok">21 or over</span>
              ) : (
                <span className="tag tag--bad">Under 21: cannot buy</span>
              )}
            </>
          ) : (
            <>
              Not given <span className="tag tag--warn">Needed before a first order</span>
            </>
          )}
        </Fact>
        <Fact label="ID check">
          <span className={`tag tag--${ID_CHECK_TEXT[proof.id_check.state].tag}`}>
            {ID_CHECK_TEXT[proof.id_check.state].text}
          </span>
          {proof.id_check.reason && <span className="cell-sub">Why: {proof.id_check.reason}</span>}
        </Fact>
        <Fact label="Emirates ID">
          {proof.emirates_id_provided ? (
            <>
              Uploaded with {proof.emirates_id_orders === 1 ? '1 order' : `${proof.emirates_id_orders} orders`}
              {withId && (
                <span className="cell-sub age-proof__order">
                  Checked on the order’s page: <Link to={`/orders/${withId.order_number}`}>{withId.order_number}</Link>
                </span>
              )}
            </>
          ) : (
            <>
              Never uploaded <span className="tag tag--warn">Asked for at checkout</span>
            </>
          )}
        </Fact>
      </dl>
    </section>
  );
}
