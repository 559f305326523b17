import { describe, expect, it } from 'vitest';
import { imageUrl, textToHtml, toIsoTimestamp } from './presentation.ts';

describe('imageUrl', () => {
  it('joins the base and the stored name with one slash', () => {
    expect(imageUrl('/images', 'blog/a.jpg')).toBe('/images/blog/a.jpg');
    expect(imageUrl('https://cdn.example.com/images/', '/blog/a.jpg')).toBe(
      'https://cdn.example.com/images/blog/a.jpg',
    );
  });
  it('keeps absolute URLs as they are', () => {
    expect(imageUrl('/images', 'https://other.example.com/x.png')).toBe('https://other.example.com/x.png');
  });
});

describe('toIsoTimestamp', () => {
  it('normalises PostgreSQL text timestamps to ISO 8601 UTC', () => {
    expect(toIsoTimestamp('2025-01-15 09:00:00+00')).toBe('2025-01-15T09:00:00.000Z');
    expect(toIsoTimestamp('2025-01-15 13:00:00.5+04')).toBe('2025-01-15T09:00:00.500Z');
  });
});

describe('textToHtml', () => {
  it('escapes the characters HTML would read as markup, and nothing else', () => {
    expect(textToHtml('G&T <b>"neat"</b> it\'s 45 °C')).toBe(
      'G&amp;T &lt;b&gt;&quot;neat&quot;&lt;/b&gt; it&#39;s 45 °C',
    );
    expect(textToHtml('plain')).toBe('plain');
  });
});
