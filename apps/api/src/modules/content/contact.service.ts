import type { ContactDetails } from '@shop/shared';
import type { Env } from '../../config/env.ts';

/** A `tel:` link keeps only the plus sign and the digits of the displayed number. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The static contact details (spec section 1), read from configuration. */
export function contactDetails(config: Env): ContactDetails {
  return {
    address: config.CONTACT_ADDRESS,
    store_address: config.CONTACT_STORE_ADDRESS,
    phone: config.CONTACT_PHONE,
    phone_link: phoneLink(config.CONTACT_PHONE),
    map_link: config.CONTACT_MAP_LINK,
    store_map_link: config.CONTACT_STORE_MAP_LINK,
    email: config.CONTACT_EMAIL,
    chat_link: config.CHAT_LINK,
  };
}
