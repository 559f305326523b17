import { describe, expect, it } from 'vitest';
import { RICH_HTML_ATTRIBUTES, RICH_HTML_TAGS } from '@shop/shared/rules';
import { sanitizeInline, sanitizeRich } from './sanitize';

// The API cleans with the same shared lists (its lib/safe-html.test.ts has the same cases); only the spelling of
// empty elements differs (`<img>` here, `<img />` there).
describe('the storefront sanitizer', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">go</a>', '<a>go</a>'],
    ['<p>a</p><iframe src="https://evil.example"></iframe>', '<p>a</p>'],
    ['<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['<style>p { color: red }</style><form action="/x"><input name="q"></form>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg><math><mi>x</mi></math>', ''],
    ['<object data="x.swf"></object><embed src="x.swf"><p onclick="alert(1)" onmouseover="alert(2)">p</p>', '<p>p</p>'],
  ])('drops what can run code or restyle the page: %s', (dirty, clean) => {
    expect(sanitizeRich(dirty)).toBe(clean);
  });

  it.each([
    ['<a href="vbscript:msgbox(1)">v</a><a href="data:text/html,x">d</a>', '<a>v</a><a>d</a>'],
    ['<p id="login" name="getElementById" class="modal" data-x="1" role="dialog">p</p>', '<p>p</p>'],
    ['<button>Buy</button><select><option>1</option></select><video src="v.mp4"></video>', 'Buy1'],
    [
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x.css">t',
      't',
    ],
  ])('drops what the lists leave out: %s', (dirty, clean) => {
    expect(sanitizeRich(dirty)).toBe(clean);
  });

  it('keeps every listed tag and attribute, and relative, https, mailto and data-image URLs', () => {
    const tableParts = ['caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
    for (const tag of RICH_HTML_TAGS.filter((t) => !['br', 'hr', 'img', ...tableParts].includes(t))) {
      expect(sanitizeRich(`<${tag}>x</${tag}>`), tag).toContain(`<${tag}>`);
    }
    const attributes = RICH_HTML_ATTRIBUTES.filter((a) => !['href', 'src', 'cite'].includes(a))
      .map((a) => ` ${a}="1"`)
      .join('');
    expect(sanitizeRich(`<span${attributes}>x</span>`)).toBe(`<span${attributes}>x</span>`);
    const table =
      '<table><caption>c</caption><colgroup></colgroup><thead><tr><th scope="col">h</th></tr></thead>' +
      '<tbody><tr><td colspan="2" rowspan="1">d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>';
    expect(sanitizeRich(table)).toBe(table);
    const links =
      '<a href="/shop/wine">a</a><a href="mailto:help@shop.example">b</a><img src="data:image/png;base64,AAAA">';
    expect(sanitizeRich(links)).toBe(links);
  });

  it('keeps ordinary article markup', () => {
    const html =
      '<h2>Nose</h2><h3>Palate</h3><p><strong>Rich</strong> and <em>long</em></p><ul><li>one</li></ul>' +
      '<a href="https://shop.example/x" title="More">more</a>';
    expect(sanitizeRich(html)).toBe(html);
  });

  it('closes what is left open, so a fragment cannot swallow the page around it', () => {
    expect(sanitizeRich('<p><strong>open')).toBe('<p><strong>open</strong></p>');
  });

  it('leaves a name only inline formatting, with no attribute', () => {
    expect(
      sanitizeInline(
        'Glen <sup>12</sup> <em class="x" onclick="alert(1)">Rare</em><p>Old</p><a href="https://x.example">link</a>',
      ),
    ).toBe('Glen <sup>12</sup> <em>Rare</em>Oldlink');
    expect(sanitizeInline('Vintage <b>Reserve</b><img src=x onerror="alert(1)"><script>alert(1)</script>')).toBe(
      'Vintage <b>Reserve</b>',
    );
  });

  it('returns text without markup as it is', () => {
    expect(sanitizeInline('Gin & Tonic')).toBe('Gin & Tonic');
    expect(sanitizeRich('Dark fruit & spice.')).toBe('Dark fruit & spice.');
  });
});
