import { describe, expect, it } from 'vitest';
import {
  fillInfoPage,
  INFO_PAGE_MESSAGES,
  INFO_PAGE_PLACEHOLDERS,
  infoPageTextValues,
  infoPageValues,
  unknownPlaceholders,
} from './info-page-rules.ts';
import { StaffInfoPageBodySchema } from './info-page-schemas.ts';

const contact = {
  email: 'hello@cellar.ae',
  phone: '+971 4 555 0123',
  phone_link: 'tel:+97145550123',
  address: 'Warehouse <7>, Al Quoz',
  map_link: 'https://maps.example/?q=a&b="c"',
  store_address: 'Store 1, Jumeirah',
  store_map_link: 'https://maps.example/store',
};

describe('information page placeholders', () => {
  it('fills each known placeholder, contact details as links, with the values escaped', () => {
    const html = fillInfoPage(
      '<p>Write to {email} or visit {address}; aged {minimum_age}+.</p>',
      infoPageValues(contact),
    );
    expect(html).toBe(
      '<p>Write to <a href="mailto:hello@cellar.ae">hello@cellar.ae</a> or visit ' +
        '<a href="https://maps.example/?q=a&amp;b=&quot;c&quot;">Warehouse &lt;7&gt;, Al Quoz</a>; aged 21+.</p>',
    );
  });

  it('fills the rules from the shared constants', () => {
    const text = fillInfoPage(
      '{shipping_charge} below {free_delivery_above}; {wine_offer_percent}% under {wine_offer_below}',
      infoPageTextValues(contact),
    );
    expect(text).toMatch(/^AED [\d.]+ below AED [\d.]+; \d+% under AED [\d.]+$/);
    expect(text).not.toContain('{');
  });

  it('leaves anything else in braces as written, and names the unknown ones once each', () => {
    expect(fillInfoPage('{emial} and {Email} and {}', infoPageValues(contact))).toBe('{emial} and {Email} and {}');
    expect(unknownPlaceholders('{emial} {email} {emial} {fone}')).toEqual(['emial', 'fone']);
    expect(unknownPlaceholders(INFO_PAGE_PLACEHOLDERS.map((n) => `{${n}}`).join(' '))).toEqual([]);
  });

  it('refuses a save with a misspelt placeholder, on the field that has it', () => {
    const result = StaffInfoPageBodySchema.safeParse({
      title: 'Privacy Policy',
      description: 'Call {fone}.',
      content: '<p>Write to {emial}.</p>',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['description', INFO_PAGE_MESSAGES.unknownPlaceholder(['fone'])],
      ['content', INFO_PAGE_MESSAGES.unknownPlaceholder(['emial'])],
    ]);
    expect(INFO_PAGE_MESSAGES.unknownPlaceholder(['emial'])).toMatch(
      /^\{emial\} is not a placeholder: use one of \{email\}/,
    );
  });
});
