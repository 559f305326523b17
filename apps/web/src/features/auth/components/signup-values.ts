import { mobileForSignup, type Me, type SignupInput, type UserType } from '@shop/shared/rules';

/** Every field of the two sign-up forms (spec section 3), as typed. */
export interface SignupValues {
  full_name: string;
  email: string;
  password: string;
  /** As the phone input shows it; '' while nothing follows the calling code. */
  mobile: string;
  landmark: string;
  current_location: string;
  nationality: string;
  dob: string;
  anniversary_date: string;
  company_name: string;
  designation: string;
  landline: string;
}

const EMPTY: SignupValues = {
  full_name: '',
  email: '',
  password: '',
  mobile: '',
  landmark: '',
  current_location: '',
  nationality: '',
  dob: '',
  anniversary_date: '',
  company_name: '',
  designation: '',
  landline: '',
};

/**
 * The form's starting values (spec section 4): a sign-up waiting for its code (Back from the verify popup), or in
 * edit mode the stored details, mobile included; the password is always typed again.
 */
export function signupValuesFrom(source: SignupInput | Me | null | undefined): SignupValues {
  if (!source) return EMPTY;
  const text = (key: keyof SignupValues) => {
    const value = (source as Partial<Record<keyof SignupValues, unknown>>)[key];
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(
    Object.keys(EMPTY).map((key) => [key, text(key as keyof SignupValues)]),
  ) as unknown as SignupValues;
  return 'password' in source ? values : { ...values, password: '' };
}

/** The sign-up of one type (spec section 3), the mobile stored as plus and digits (spec section 5). */
export function buildSignup(userType: UserType, v: SignupValues): SignupInput {
  const common = {
    full_name: v.full_name,
    email: v.email,
    password: v.password,
    mobile: v.mobile ? mobileForSignup(v.mobile) : '',
  };
  return userType === 'user'
    ? {
        user_type: 'user',
        ...common,
        landmark: v.landmark,
        current_location: v.current_location,
        nationality: v.nationality,
        dob: v.dob,
        anniversary_date: v.anniversary_date,
      }
    : {
        user_type: 'corporate',
        ...common,
        company_name: v.company_name,
        designation: v.designation,
        landline: v.landline,
      };
}
