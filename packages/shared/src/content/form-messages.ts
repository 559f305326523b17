/* The customer forms' texts and limits, without zod: pages import them without the schemas (decision 017). */
import { MINIMUM_AGE_YEARS } from '../common/constants.ts';

/** "Message is too long (2,000 characters at most).": a text over its limit, the limit written as people read it. */
export const tooLongText = (what: string, max: number): string =>
  `${what} is too long (${max.toLocaleString('en-US')} characters at most).`;

/** Longest message a form takes. */
export const FORM_MESSAGE_MAX_LENGTH = 2000;

/**
 * The customer forms of spec section 7 whose fields the spec does not show (decision 017): contact us and the
 * platinum club. The success text is the one the spec's own client shows for them.
 */
export const FORM_MESSAGES = {
  submitted: 'Data has been Submitted Successfully!',
  failed: 'Something Went Wrong!',
  nameRequired: 'Please Enter Name.',
  firstNameRequired: 'Please Enter First Name.',
  lastNameRequired: 'Please Enter Last Name.',
  subjectRequired: 'Please Enter Subject.',
  messageRequired: 'Please Enter Message.',
  messageTooLong: tooLongText('Message', FORM_MESSAGE_MAX_LENGTH),
  dobRequired: 'Please Enter Date Of Birth.',
  underAgeClub: `You must be at least ${MINIMUM_AGE_YEARS} years old to join the Platinum Club.`,
  alreadyMember: 'This e-mail address is already a member of the Platinum Club.',
  preferenceInvalid: 'Please choose preferences from the list.',
} as const;

/** What a Platinum Club member may ask to hear about. */
export const CLUB_PREFERENCES = ['wine', 'beer', 'spirits', 'champagne', 'events', 'offers'] as const;
export type ClubPreference = (typeof CLUB_PREFERENCES)[number];
