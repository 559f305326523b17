import { htmlToText } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';

/**
 * What the storefront printed before `htmlToText` went DOM-free: the text of the parsed fragment (jsdom's parser here).
 */
function parsedText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// Names and short texts as the shop stores them: inline markup and character references, no block tags (where
// htmlToText deliberately separates words, see its tests in packages/shared).
const NAMES = [
  'Glen Corran <em>30</em> Year &amp; Cask',
  'Mo&euml;t &amp; Chandon Ros&eacute; Imp&eacute;rial',
  'Jack Daniel&#8217;s Old No. 7 &#x2013; 1&#189; L',
  'Jack Daniel&#146;s &#150; Gentleman&rsquo;s &ldquo;Jack&rdquo;&hellip;',
  'Ch&acirc;teau <b>Margaux</b>&nbsp;2015 &copy; &reg; &trade; &euro;',
  'Under AED 100 & < 1 L',
  '<!-- imported --><span class="x" title="a > b">Brut</span> N&deg;1',
  'AT&T &lt;b&gt; &#233 and more',
];

describe('htmlToText reads names as the browser did', () => {
  it.each(NAMES)('%s', (html) => {
    expect(htmlToText(html)).toBe(parsedText(html));
  });
});
