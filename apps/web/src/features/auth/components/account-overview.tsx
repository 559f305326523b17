import type { Me } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { calendarDate } from '@/lib/shop-date';
import { useMe } from '../api/get-me';
import { Avatar } from './avatar';
import './auth.css';

/**
 * A date of the details as the shopper reads it (`12 April 1990`); stored as `YYYY-MM-DD`, shown as stored if it is not
 * one.
 */
function readableDate(value: string | null): string | null {
  return value ? calendarDate(value) || value : null;
}

function rows(me: Me): Array<[string, string | null]> {
  const common: Array<[string, string | null]> = [
    ['E-mail', me.email],
    ['Mobile', me.mobile || null],
  ];
  if (me.user_type === 'corporate')
    return [...common, ['Company', me.company_name], ['Designation', me.designation], ['Landline', me.landline]];
  return [
    ...common,
    ['Landmark', me.landmark],
    ['Current location', me.current_location],
    ['Nationality', me.nationality],
    ['Date of birth', readableDate(me.dob)],
    ['Anniversary', readableDate(me.anniversary_date)],
  ];
}

/** The account's details from `GET /auth/me` (fetched when /account mounts) with the profile picture. */
export function AccountOverview() {
  const { data: me, isError } = useMe();
  if (!me)
    return isError ? (
      <p className="notice notice--error">Your details could not be loaded. Please try again.</p>
    ) : (
      <Spinner label="Loading your details…" />
    );
  return (
    <section className="panel" aria-labelledby="account-details">
      <div className="profile-head">
        <Avatar src={me.profile} name={me.full_name} />
        <div>
          <h2 id="account-details">{me.full_name}</h2>
          <p>{me.user_type === 'corporate' ? 'Corporate account' : 'Personal account'}</p>
        </div>
      </div>
      <dl className="details">
        {rows(me).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <Link className="btn btn--primary" to={paths.accountProfile()}>
        Edit profile
      </Link>
    </section>
  );
}
