/** Texts of spec sections 5 and 8 for accounts, used exactly as written (typos included: decision 012). */

/** Sign-up checks (spec section 5), in the order they run; the first failure is shown. */
export const SIGNUP_MESSAGES = {
  userType: 'Please Choose User Type.',
  fullName: 'Please Enter Full Name.',
  emailRequired: 'Please Enter Email Address.',
  emailInvalid: 'Invalid Email Address.',
  passwordRequired: 'Please Enter password.',
  passwordShort: 'Password Should be 8 Character Long.',
  mobile: 'Please Enter Mobile No.',
  landmark: 'Please Enter landmark.',
  currentLocation: 'Please Enter Current Location.',
  nationality: 'Please Enter Nationality.',
  dob: 'Please Select D.O.B.',
  companyName: 'Please Enter Company Name.',
  designation: 'Please Enter Designation.',
  landline: 'Please Enter Landline.',
} as const;

/** The verification popup (spec sections 5 and 8). */
export const VERIFICATION_MESSAGES = {
  noMethod: 'Please Select a Verification Method!',
  emptyCode: 'Please Enter, Correct OTP!',
  resendTooSoon: 'Please wait at least 10 mint before Resending OTP!',
  sentEmail: 'OTP Sent on Email!',
  sentPhone: 'OTP Sent on Phone!',
  sendFailed: 'Oops, Something went wrong!',
  failed: 'Oops, Something went wrong please try again later!',
  phoneRejected: 'OTP Verification Error, Please try again!',
  verified: 'OTP Verified, You Have Successfully Logged In!',
} as const;

/** The login popup (spec sections 5 and 8). */
export const LOGIN_MESSAGES = {
  mobileRequired: 'Please enter a valid mobile number.',
  otpIncomplete: 'Please enter the complete 6-digit OTP.',
  sent: 'OTP sent successfully!',
  sendFailed: 'Failed to send OTP. Please try again.',
  unexpected: 'Unexpected response format.',
  invalidOtp: 'Invalid OTP. Please try again.',
  resent: 'OTP resent successfully!',
  resendFailed: 'Failed to resend OTP. Please try again.',
  googleRejected: 'Oops, Something went wrong please try again later!',
  success: 'Logged In Successfully!',
  underAge: 'You must be at least 21 years old to log in.',
} as const;

/** Messages of ours where the spec shows none (decision 012). */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'The email has already been taken.',
  mobileTaken: 'The mobile has already been taken.',
  mobileInvalid: 'Please enter a valid mobile number.',
  underAgeSignup: 'You must be at least 21 years old to register.',
  dobInvalid: 'Please Select D.O.B.',
  anniversaryInvalid: 'Please select a valid anniversary date.',
  passwordCommon: 'This password is too common. Please choose another.',
  passwordTooLong: 'Password is too long.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeSpent: 'Too many wrong codes. Please request a new one.',
  wrongCredentials: 'The email or mobile number and password do not match.',
  socialNeedsToken: 'Social sign-in needs a verified Google token: use Google sign-in.',
  googleNotConfigured: 'Google sign-in is not available.',
  googleInvalid: 'Google sign-in could not be verified. Please try again.',
  loginRequired: 'Please Login First!',
  /** A login of an account the shop blocked (issue 25): said plainly, once the password or code was right. */
  accountBlocked: 'This account is blocked. Please contact us.',
  corporateRefused: 'Corporate accounts cannot use the cart, wishlist, checkout or orders.',
  sessionInvalid: 'Your session has ended. Please log in again.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordsDiffer: 'The new password and its confirmation do not match.',
  passwordChanged: 'Password changed successfully. Please log in again.',
  profileUpdated: 'Profile updated successfully!',
  /**
   * The spec's client shows this text for a 2xx from `/forget-password` (contract 7.15); the e-mail has a link and a
   * code.
   */
  resetSent: 'Reset Password link sent to email Address.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please log in.',
  loggedOut: 'Logged out.',
  deletionCodeSent: 'We sent a code to confirm the deletion.',
  accountDeleted: 'Your account has been deleted.',
  pictureType: 'The picture must be a JPEG, PNG or WebP image.',
  pictureTooLarge: 'The picture must be 5 MB or smaller.',
  noPendingSignup: 'Your sign-up has expired. Please fill in the form again.',
  /**
   * A code sent with an e-mail or mobile alone proves nothing: the sign-up's password (or its browser) must come too.
   */
  signupNotFound:
    'No sign-up with this e-mail or mobile number and password is waiting for a code. Please fill in the form again.',
  identifierRequired: 'Please enter your e-mail or mobile number.',
  codeRequired: 'Please enter the 6-digit code.',
} as const;

/** The phone picker's texts (spec section 5), used exactly as written. */
export const PHONE_INPUT_TEXTS = {
  label: 'Phone',
  placeholder: '1 (702) 123-4567',
  searchPlaceholder: 'search',
  noEntries: 'No entries to show',
  /** Digits of a number past its country code, when the country has no format of its own. */
  mask: '... ... ... ... ..',
  prefix: '+',
} as const;
