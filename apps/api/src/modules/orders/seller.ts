/** Who sells: printed on every tax invoice (UAE VAT rules: the supplier's name, address and TRN). */
export interface Seller {
  legalName: string;
  address: string;
  trn: string;
  email: string;
  phone: string;
}

/** The seller as the shop's settings name it. */
export function sellerFrom(env: {
  SHOP_LEGAL_NAME: string;
  CONTACT_ADDRESS: string;
  SHOP_TRN: string;
  CONTACT_EMAIL: string;
  CONTACT_PHONE: string;
}): Seller {
  return {
    legalName: env.SHOP_LEGAL_NAME,
    address: env.CONTACT_ADDRESS,
    trn: env.SHOP_TRN,
    email: env.CONTACT_EMAIL,
    phone: env.CONTACT_PHONE,
  };
}
