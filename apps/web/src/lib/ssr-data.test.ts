import { describe, expect, it } from 'vitest';
import { readDataBlock, splitHoisted, toDataBlock } from './ssr-data';

describe('the server data block', () => {
  it('cannot be closed or turned into markup by text in the data', () => {
    const block = toDataBlock({
      queries: { mutations: [], queries: [] },
      ageConfirmed: true,
      note: '</script><script>alert(1)</script><!--\u2028',
    } as never);
    expect(block).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(block).note).toBe('</script><script>alert(1)</script><!--\u2028');
  });

  it('is read back from the page, and a page without one (or a damaged one) is rendered in the browser', () => {
    document.body.innerHTML = `<script type="application/json" id="ssr-data">${toDataBlock({ queries: { mutations: [], queries: [] }, ageConfirmed: true, parts: [] })}</script>`;
    expect(readDataBlock(document)?.ageConfirmed).toBe(true);
    document.body.innerHTML = '<script type="application/json" id="ssr-data">{oops</script>';
    expect(readDataBlock(document)).toBeNull();
    document.body.innerHTML = '';
    expect(readDataBlock(document)).toBeNull();
  });
});

describe('splitHoisted', () => {
  it('moves the leading title, meta and link elements to the head and leaves the rest', () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg"/><title>Wine | Cellar</title><meta name="description" content="x"/><div class="shell"><link rel="x"/></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/><title>Wine | Cellar</title><meta name="description" content="x"/>',
      body: '<div class="shell"><link rel="x"/></div>',
    });
    expect(splitHoisted('<div>no head</div>')).toEqual({ head: '', body: '<div>no head</div>' });
  });
});
