import { MINIMUM_AGE_YEARS, latestBirthDate, shopToday, type UserType } from '@shop/shared/rules';
import { useState } from 'react';
import { Field } from './field';
import { PhoneInput } from './phone-input';
import type { SignupValues } from './signup-values';

/**
 * What the password field asks for: a new one (sign-up), the account's current one (an edit proves it and keeps
 * it), or a first one (an edit of an account made with Google, which has none).
 */
export type PasswordRole = 'new' | 'current' | 'first';

const PASSWORD_FIELD: Record<PasswordRole, { label: string; hint: string; autoComplete: string }> = {
  new: { label: 'Password', hint: 'At least 8 characters.', autoComplete: 'new-password' },
  current: {
    label: 'Current password',
    hint: 'Saving changes asks for your password; it stays as it is (Change password changes it).',
    autoComplete: 'current-password',
  },
  first: {
    label: 'Password',
    hint: 'Your account has no password yet: this one becomes it. At least 8 characters.',
    autoComplete: 'new-password',
  },
};

interface SignupFieldsProps {
  userType: UserType;
  values: SignupValues;
  set: (key: keyof SignupValues, value: string) => void;
  passwordRole: PasswordRole;
}

/** The user form and the corporate form of spec section 3, in the order their checks run (spec section 5). */
export function SignupFields({ userType, values, set, passwordRole }: SignupFieldsProps) {
  // Spec section 5: the date of birth is at the latest today minus the minimum age.
  const [{ maxDob, today }] = useState(() => ({
    maxDob: latestBirthDate(new Date(), MINIMUM_AGE_YEARS),
    today: shopToday(new Date()),
  }));
  const text = (key: keyof SignupValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  return (
    <div className="auth-grid">
      <Field label="Full name" autoComplete="name" {...text('full_name')} />
      <Field label="E-mail address" type="email" inputMode="email" autoComplete="email" {...text('email')} />
      <Field
        label={PASSWORD_FIELD[passwordRole].label}
        type="password"
        autoComplete={PASSWORD_FIELD[passwordRole].autoComplete}
        hint={PASSWORD_FIELD[passwordRole].hint}
        {...text('password')}
      />
      <PhoneInput defaultValue={values.mobile} onChange={(value) => set('mobile', value)} />
      {userType === 'user' ? (
        <>
          <Field label="Landmark" autoComplete="address-line2" {...text('landmark')} />
          <Field label="Current location" autoComplete="address-level2" {...text('current_location')} />
          <Field label="Nationality" autoComplete="country-name" {...text('nationality')} />
          <Field
            label="Date of birth"
            type="date"
            max={maxDob}
            autoComplete="bday"
            hint={`You must be ${MINIMUM_AGE_YEARS} or older.`}
            {...text('dob')}
          />
          <Field
            label="Anniversary (optional)"
            type="date"
            max={today}
            hint="We send a gift on your birthday and anniversary."
            {...text('anniversary_date')}
          />
        </>
      ) : (
        <>
          <Field label="Company name" autoComplete="organization" {...text('company_name')} />
          <Field label="Designation" autoComplete="organization-title" {...text('designation')} />
          <Field label="Landline" type="tel" inputMode="tel" autoComplete="tel" {...text('landline')} />
        </>
      )}
    </div>
  );
}
