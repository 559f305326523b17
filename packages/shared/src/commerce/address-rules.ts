/** Messages of the address book (ours: the spec shows none, decision 013). */
export const ADDRESS_MESSAGES = {
  saved: 'Address Saved Successfully!',
  updated: 'Updated Successfully!',
  madeDefault: 'Default address updated.',
  deleted: 'Address deleted.',
  line1: 'Please enter the address.',
  city: 'Please enter the city.',
  country: 'Please enter the country.',
  notFound: 'Address not found.',
} as const;

/** The kinds of address the spec's client knows. */
export const ADDRESS_TYPES = ['Billing', 'Shipping'] as const;
