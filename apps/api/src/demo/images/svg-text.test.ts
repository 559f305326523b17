import { describe, expect, it } from 'vitest';
import { escapeXml, plainText, textEl, textWidth, wrapText } from './svg-text.ts';

describe('svg text', () => {
  it('strips tags and decodes entities from HTML names', () => {
    expect(plainText('Glen <em>Rare</em> 1<sup>er</sup> &amp; Co&#39;s')).toBe("Glen Rare 1er & Co's");
  });

  it('escapes every markup character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('wraps long names and ends a cut line with an ellipsis', () => {
    const lines = wrapText('Château Belrive Grand Vin Premier Grand Cru Classé Réserve Spéciale 2010', 20, 150, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
    expect(wrapText('Short', 20, 150, 3)).toEqual(['Short']);
  });

  it('draws a line that would overflow smaller, so that it fits', () => {
    const line = 'A very long label line indeed';
    const long = textEl(0, 0, line, { size: 20, fill: '#000', maxWidth: 100, letterSpacing: 2 });
    const size = Number(/font-size="([\d.]+)"/.exec(long)![1]);
    const spacing = Number(/letter-spacing="([\d.]+)"/.exec(long)![1]);
    expect(size).toBeLessThan(20);
    expect(textWidth(line, size, spacing, 'serif')).toBeLessThanOrEqual(101);
    expect(textEl(0, 0, 'Hi', { size: 20, fill: '#000', maxWidth: 100 })).toContain('font-size="20"');
  });
});
