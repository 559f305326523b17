/** An address as an order copies it (the order keeps its own copy). */
export interface AddressCopy {
  addressType: string;
  fullName: string;
  email: string | null;
  mobile: string;
  country: string;
  state: string | null;
  city: string;
  postalCode: string | null;
  addressLine1: string;
  addressLine2: string | null;
}

/** SQL answering one of the user's addresses as one JSON value (`AddressCopy`), or null when it is not theirs. */
export function addressCopySql(userId: string, addressId: string): string {
  return `(select json_build_object('addressType', a.address_type, 'fullName', a.full_name, 'email', a.email,
      'mobile', a.mobile, 'country', a.country, 'state', a.state, 'city', a.city, 'postalCode', a.postal_code,
      'addressLine1', a.address_line1, 'addressLine2', a.address_line2)
    from addresses a where a.id = ${addressId}::int and a.user_id = ${userId})`;
}
