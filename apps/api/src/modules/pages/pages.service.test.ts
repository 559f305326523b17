import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import type { FaqService } from '../faq/faq.service.ts';
import { createPagesService, phoneLink } from './pages.service.ts';

/** Contact details need no FAQ. */
const unusedFaq = {} as FaqService;

describe('contact details', () => {
  it('phone_link keeps only the plus and the digits', () => {
    expect(phoneLink('+971 4 555 0123')).toBe('tel:+97145550123');
    expect(phoneLink('(04) 555-0123 ext.')).toBe('tel:045550123');
  });
  it('come from configuration', () => {
    const details = createPagesService({
      faq: unusedFaq,
      config: parseEnv({ CONTACT_PHONE: '+971 50 123 4567' }),
    }).contactDetails();
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
