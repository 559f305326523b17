import { MINIMUM_AGE_YEARS, latestBirthDate, shopToday, type UserType } from '@shop/shared';
import { useState } from 'react';
import { Field } from './field';
import { PhoneInput } from './phone-input';
import type { SignupValues } from './signup-values';

interface SignupFieldsProps {
  userType: UserType;
  values: SignupValues;
  set: (key: keyof SignupValues, value: string) => void;
  editing: boolean;
}

/** The user form and the corporate form of spec section 3, in the order their checks run (spec section 5). */
export function SignupFields({ userType, values, set, editing }: SignupFieldsProps) {
  // Spec section 5: the date of birth is at the latest today minus the minimum age.
  const [{ maxDob, today }] = useState(() => ({ maxDob: latestBirthDate(new Date(), MINIMUM_AGE_YEARS), today: shopToday(new Date()) }));
  const text = (key: keyof SignupValues) => ({ value: values[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) });
  return (
    <div className="auth-grid">
      <Field label="Full name" autoComplete="name" {...text('full_name')} />
      <Field label="E-mail address" type="email" inputMode="email" autoComplete="email" {...text('email')} />
      <Field label={editing ? 'Password (your current one, or a new one)' : 'Password'} type="password" autoComplete="new-password"
        hint={editing ? 'Saving the changes sets this password and logs you out everywhere else.' : 'At least 8 characters.'} {...text('password')} />
      <PhoneInput defaultValue={values.mobile} onChange={(value) => set('mobile', value)} />
      {userType === 'user' ? (
        <>
          <Field label="Landmark" autoComplete="address-line2" {...text('landmark')} />
          <Field label="Current location" autoComplete="address-level2" {...text('current_location')} />
          <Field label="Nationality" autoComplete="country-name" {...text('nationality')} />
          <Field label="Date of birth" type="date" max={maxDob} autoComplete="bday" hint={`You must be ${MINIMUM_AGE_YEARS} or older.`} {...text('dob')} />
          <Field label="Anniversary (optional)" type="date" max={today} hint="We send a gift on your birthday and anniversary." {...text('anniversary_date')} />
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
