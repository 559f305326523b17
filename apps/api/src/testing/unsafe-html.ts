import { expect } from 'vitest';

/** A stored HTML value with every kind of attack the sanitizer must remove, around markup it must keep. */
export const UNSAFE_HTML = [
  '<h2>About</h2><p><strong>Rich</strong> and <em>long</em></p><ul><li>one</li></ul>',
  '<a href="https://shop.example/more">more</a>',
  '<script>alert(1)</script>',
  '<img src="x.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">bad link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="width: expression(alert(1))">styled</p>',
].join('');

/** A stored product name with markup a name may not have. */
export const UNSAFE_NAME = 'Rare <em>Cask</em><img src=x onerror="alert(1)"><script>alert(1)</script>';
/** What the API sends for it. */
export const SAFE_NAME = 'Rare <em>Cask</em>';

/** The answer's value carries none of UNSAFE_HTML's attacks and all of its allowed markup. */
export function expectCleaned(html: string | undefined): void {
  expect(html).toBeDefined();
  expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style=|expression\(/i);
  expect(html).toContain('<h2>About</h2><p><strong>Rich</strong> and <em>long</em></p><ul><li>one</li></ul>');
  expect(html).toContain('<a href="https://shop.example/more">more</a>');
  expect(html).toMatch(/<img src="x.png" ?\/?>/);
  expect(html).toContain('<a>bad link</a>');
  expect(html).toContain('<p>styled</p>');
}
