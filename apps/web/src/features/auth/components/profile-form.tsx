import { MINIMUM_AGE_YEARS, VERIFICATION_MESSAGES, latestBirthDate, shopToday, type Me } from '@shop/shared/rules';
import { ProfileUpdateSchema } from '@shop/shared/schemas';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { serverText } from '../api/errors';
import { useMe } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { Field } from './field';
import { PicturePicker } from './picture-picker';
import './auth.css';

const USER_FIELDS = ['full_name', 'landmark', 'current_location', 'nationality', 'dob', 'anniversary_date'] as const;
const CORPORATE_FIELDS = ['full_name', 'company_name', 'designation', 'landline'] as const;
type DetailKey = (typeof USER_FIELDS)[number] | (typeof CORPORATE_FIELDS)[number];

const LABELS: Record<DetailKey, string> = {
  full_name: 'Full name',
  landmark: 'Landmark',
  current_location: 'Current location',
  nationality: 'Nationality',
  dob: 'Date of birth',
  anniversary_date: 'Anniversary (optional)',
  company_name: 'Company name',
  designation: 'Designation',
  landline: 'Landline',
};

/** /account/profile: details and picture (`POST /auth/update-profile`); e-mail and mobile change through a code. */
export function ProfileForm() {
  const { data: me } = useMe();
  return me ? <ProfileEditor key={me.id} me={me} /> : <Spinner label="Loading your details…" />;
}

function ProfileEditor({ me }: { me: Me }) {
  const fields = me.user_type === 'corporate' ? CORPORATE_FIELDS : USER_FIELDS;
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((k) => [k, me[k] ?? ''])) as Record<DetailKey, string>,
  );
  const [picture, setPicture] = useState<File | null>(null);
  const [{ maxDob, today }] = useState(() => ({
    maxDob: latestBirthDate(new Date(), MINIMUM_AGE_YEARS),
    today: shopToday(new Date()),
  }));
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const showPopup = useAppStore((s) => s.showPopup);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // An unknown date of birth (a Google account may have none) stays unknown until it is filled in.
    const details = {
      user_id: me.id,
      ...Object.fromEntries(fields.filter((k) => !(k === 'dob' && !values.dob)).map((k) => [k, values[k]])),
    };
    const parsed = ProfileUpdateSchema.safeParse(details);
    if (!parsed.success) return notify('warn', parsed.error.issues[0]?.message ?? VERIFICATION_MESSAGES.sendFailed);
    update.mutate(
      { details, picture },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          void navigate(paths.account());
        },
        onError: (err) => notify('error', serverText(err) ?? VERIFICATION_MESSAGES.sendFailed),
      },
    );
  };

  return (
    <form className="panel auth-form" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Your details</h2>
      <PicturePicker current={me.profile} name={me.full_name} onPick={setPicture} />
      <div className="auth-grid">
        {fields.map((k) => (
          <Field
            key={k}
            label={LABELS[k]}
            type={k === 'dob' || k === 'anniversary_date' ? 'date' : 'text'}
            max={k === 'dob' ? maxDob : k === 'anniversary_date' ? today : undefined}
            value={values[k]}
            onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
          />
        ))}
      </div>
      <dl className="details">
        <div>
          <dt>E-mail</dt>
          <dd>{me.email}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{me.mobile || '—'}</dd>
        </div>
      </dl>
      <div className="panel-actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => showPopup('register', { registerMode: 'edit' })}
        >
          Edit e-mail or mobile
        </button>
      </div>
    </form>
  );
}
