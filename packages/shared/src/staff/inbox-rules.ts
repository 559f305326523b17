/**
 * The back office's inbox (issue 26, item 8): contact messages, quotations, Platinum Club members and newsletter
 * subscribers. Limits and messages the server enforces and the back office and storefront show.
 */

/** Rows on one page of each inbox list. */
export const INBOX_PAGE_SIZE = 25;

/** A contact message is new until someone opens it, then read, then done. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'done'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const CONTACT_MESSAGE_STATUS_LABELS: Readonly<Record<ContactMessageStatus, string>> = {
  new: 'New',
  read: 'Read',
  done: 'Done',
};
/** What the messages list shows: the open ones (new and read) or the done ones. */
export const CONTACT_MESSAGE_VIEWS = ['open', 'done'] as const;
export type ContactMessageView = (typeof CONTACT_MESSAGE_VIEWS)[number];

/** How far ahead a quotation may be valid: prices for a year's events, no further. */
export const QUOTE_VALID_MAX_DAYS = 365;
export const QUOTE_NOTE_MAX_LENGTH = 1000;

/** Newsletter subscribers as the back office lists them. */
export const SUBSCRIBER_VIEWS = ['confirmed', 'pending', 'unsubscribed'] as const;
export type SubscriberView = (typeof SUBSCRIBER_VIEWS)[number];
export const SUBSCRIBER_VIEW_LABELS: Readonly<Record<SubscriberView, string>> = {
  confirmed: 'Confirmed',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
};

export const NEWSLETTER_SUBJECT_MAX_LENGTH = 150;
export const NEWSLETTER_BODY_MAX_LENGTH = 50_000;
/** E-mails handed to the notifier at a time: a large list goes out in steps, never all at once. */
export const NEWSLETTER_BATCH_SIZE = 100;
/** How often, at most, a confirmation is e-mailed again to an address still unconfirmed (no spam cannon). */
export const NEWSLETTER_CONFIRMATION_RESEND_MINUTES = 60;

/** The columns of the exports, in the order they are written. */
export const PLATINUM_CSV_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'date_of_birth',
  'preferences',
  'joined_at',
] as const;
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'confirmed_at'] as const;

export const INBOX_MESSAGES = {
  messageNotFound: 'No contact message has this id.',
  assigneeUnknown: 'Choose a staff member who answers the inbox.',
  alreadyDone: 'This message is already done.',
  priceRequired: 'Enter a price in AED, more than 0, with at most two decimals.',
  priceForEveryLine: 'Give a price for every line of the quotation, once each.',
  validUntilInvalid: `Choose a validity date from today to ${QUOTE_VALID_MAX_DAYS} days ahead.`,
  noteTooLong: `The note is at most ${QUOTE_NOTE_MAX_LENGTH} characters.`,
  notAnswerable: 'A closed quotation cannot be answered: only a received or quoted one.',
  subjectRequired: 'Enter a subject.',
  subjectTooLong: `The subject is at most ${NEWSLETTER_SUBJECT_MAX_LENGTH} characters.`,
  bodyRequired: 'Write the newsletter.',
  bodyTooLong: `The newsletter is at most ${NEWSLETTER_BODY_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  sendKeyInvalid: 'Reload the page and send again.',
  sendKeyReused: 'This newsletter has already been sent.',
  noRecipients: 'No subscriber has confirmed yet: there is no one to send to.',
} as const;

/** What the storefront's newsletter pages say (ours: the spec gives only the sign-up's texts). */
export const NEWSLETTER_LINK_MESSAGES = {
  confirmed: 'Your subscription is confirmed. Thank you: our newsletter will reach you at this address.',
  unsubscribed:
    'You are unsubscribed. We will send you no more newsletters. If you were unsubscribed already, nothing changed.',
  badLink: 'This link is not valid. Please use the latest link we sent you, or sign up again at the foot of any page.',
  tokenInvalid: 'This link is not valid.',
} as const;
