import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { contactDetailsOf, filledInfoPage, phoneLink } from './pages.service.ts';

describe('contact details', () => {
  it('phone_link keeps only the plus and the digits', () => {
    expect(phoneLink('+971 4 555 0123')).toBe('tel:+97145550123');
    expect(phoneLink('(04) 555-0123 ext.')).toBe('tel:045550123');
  });
  it('come from configuration', () => {
    const details = contactDetailsOf(parseEnv({ CONTACT_PHONE: '+971 50 123 4567' }));
    expect(details.phone_link).toBe('tel:+971501234567');
    expect(Object.keys(details).sort()).toEqual([
      'address',
      'chat_link',
      'email',
      'map_link',
      'phone',
      'phone_link',
      'store_address',
      'store_map_link',
    ]);
  });
});

describe('an information page as the storefront gets it', () => {
  it('has its placeholders filled from the settings, and is cleaned after filling', () => {
    const config = parseEnv({ CONTACT_EMAIL: 'shop@example.ae' });
    expect(filledInfoPage('<p onclick="x()">Mail {email}<script>1</script></p>', config)).toBe(
      '<p>Mail <a href="mailto:shop@example.ae">shop@example.ae</a></p>',
    );
  });
});
