import {
  CLUB_PREFERENCES,
  FORM_MESSAGES,
  latestBirthDate,
  MINIMUM_AGE_YEARS,
  type ClubPreference,
} from '@shop/shared/rules';
import { PlatinumClubBodySchema } from '@shop/shared/schemas';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { EmailField, PhoneField } from '@/components/ui/contact-fields';
import { ApiError } from '@/lib/api-client';
import { firstFieldErrors, focusFirstInvalid, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useJoinClub } from '../api/join-club';

const FIELDS = ['first_name', 'last_name', 'email', 'mobile', 'date_of_birth', 'preferences'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Exclude<Field, 'preferences'>, string> & { preferences: ClubPreference[] };
type Errors = FieldErrors<Field>;

const EMPTY: Values = { first_name: '', last_name: '', email: '', mobile: '', date_of_birth: '', preferences: [] };

/** How each preference reads on the form. */
export const PREFERENCE_LABELS: Readonly<Record<ClubPreference, string>> = {
  wine: 'Wine',
  beer: 'Beer',
  spirits: 'Spirits',
  champagne: 'Champagne',
  events: 'Tastings & events',
  offers: 'Member offers',
};

/** The first message of each field the shared rule refuses (the server checks the same rule). */
export function validateClub(values: Values): Errors {
  const parsed = PlatinumClubBodySchema.safeParse(values);
  return parsed.success ? {} : firstFieldErrors(parsed.error.issues, FIELDS);
}

/**
 * The Platinum Club's form (decision 017): every field labelled, errors under their fields and read with them, the
 * first invalid one focused. The server's refusals (already a member, under 21) show the same way; a welcome
 * replaces the form once the membership is stored.
 */
export function ClubForm() {
  const { values, setValues, errors, setErrors, change } = useFormFields<Values>(EMPTY);
  const [welcome, setWelcome] = useState<string | null>(null);
  const join = useJoinClub();
  const ids = useId();
  const welcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (welcome !== null) welcomeRef.current?.focus();
  }, [welcome]);

  const toggle = (preference: ClubPreference) =>
    setValues((v) => ({
      ...v,
      preferences: v.preferences.includes(preference)
        ? v.preferences.filter((p) => p !== preference)
        : [...v.preferences, preference],
    }));

  const show = (form: HTMLFormElement, found: Errors) => {
    setErrors(found);
    focusFirstInvalid(form, FIELDS, found);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateClub(values);
    show(form, found);
    if (Object.keys(found).length) return;
    join.mutate(PlatinumClubBodySchema.parse(values), {
      onSuccess: () => {
        notify('success', FORM_MESSAGES.submitted);
        setWelcome(values.first_name.trim());
        setValues(EMPTY);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409)
          return show(form, { email: err.serverMessage ?? FORM_MESSAGES.alreadyMember });
        const fromServer = serverFieldErrors(err, FIELDS);
        if (Object.keys(fromServer).length) show(form, fromServer);
        else notify('error', FORM_MESSAGES.failed);
      },
    });
  };

  if (welcome !== null) {
    return (
      <div ref={welcomeRef} className="club-welcome" role="status" tabIndex={-1}>
        <p className="club-welcome__title">{`Welcome to the Platinum Club, ${welcome}!`}</p>
        <p>We have sent you a welcome e-mail. Members hear first about new arrivals, tastings and offers.</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setWelcome(null)}>
          Sign up someone else
        </button>
      </div>
    );
  }

  return (
    <form className="club-form" noValidate onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Join the Platinum Club</h2>
      <div className="club-form__grid">
        <FormField label="First name" error={errors.first_name}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="first_name"
              autoComplete="given-name"
              maxLength={100}
              value={values.first_name}
              onChange={change('first_name')}
            />
          )}
        </FormField>
        <FormField label="Last name" error={errors.last_name}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="last_name"
              autoComplete="family-name"
              maxLength={100}
              value={values.last_name}
              onChange={change('last_name')}
            />
          )}
        </FormField>
        <EmailField value={values.email} error={errors.email} onChange={change('email')} />
        <PhoneField value={values.mobile} error={errors.mobile} onChange={change('mobile')} />
        <FormField
          label="Date of birth"
          hint={`Members are ${MINIMUM_AGE_YEARS} or older.`}
          error={errors.date_of_birth}
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="date_of_birth"
              type="date"
              autoComplete="bday"
              max={latestBirthDate(new Date(), MINIMUM_AGE_YEARS)}
              value={values.date_of_birth}
              onChange={change('date_of_birth')}
            />
          )}
        </FormField>
      </div>
      <fieldset
        className="club-form__preferences"
        aria-describedby={errors.preferences ? `${ids}-preferences-error` : undefined}
      >
        <legend className="field__label">What would you like to hear about? (optional)</legend>
        <ul className="club-form__choices">
          {CLUB_PREFERENCES.map((preference, i) => (
            <li key={preference}>
              <label className={values.preferences.includes(preference) ? 'club-choice is-checked' : 'club-choice'}>
                <input
                  type="checkbox"
                  name={i === 0 ? 'preferences' : undefined}
                  value={preference}
                  checked={values.preferences.includes(preference)}
                  onChange={() => toggle(preference)}
                />
                <span>{PREFERENCE_LABELS[preference]}</span>
              </label>
            </li>
          ))}
        </ul>
        {errors.preferences ? (
          <p id={`${ids}-preferences-error`} className="field__error" role="alert">
            {errors.preferences}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={join.isPending}>
        {join.isPending ? 'Sending…' : 'Join the club'}
      </button>
      <p className="club-form__note">
        Membership is free. We write only about what you choose, and you can leave at any time.
      </p>
    </form>
  );
}
