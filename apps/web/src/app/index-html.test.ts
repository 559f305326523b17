import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferEntryScripts, entryLoader } from '../../build-tools/defer-entry';

const INDEX_HTML = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

/** The plugin's transform, as Vite runs it on the built page. */
function transform(html: string): string {
  const hook = deferEntryScripts().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

const BUILT = `<html><head><title>Cellar</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
  </head><body><div id="root"></div></body></html>`;

/** A browser's paint timing, as a stand-in for `PerformanceObserver`: `report` delivers one paint entry. */
function fakePaintTiming() {
  let callback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report: (name: string) => callback?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    disconnected: () => disconnected,
  };
}

describe("index.html's entry loader", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('replaces the entry script and its preloads with one inline loader at the end of the body', () => {
    const html = transform(BUILT);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload" crossorigin');
    expect(html).toMatch(
      /<div id="root"><\/div>\s*<script>\(function[\s\S]*\["\/assets\/vendor-def\.js"\],\["\/assets\/index-abc\.js"\]\);<\/script>\s*<\/body>/,
    );
  });

  it('starts the scripts once, after the first paint', () => {
    vi.useFakeTimers();
    new Function(entryLoader(['/assets/vendor-def.js'], ['/assets/index-abc.js']))();
    expect(document.head.querySelector('script')).toBeNull();
    vi.advanceTimersByTime(2000);
    const added = [...document.head.children].map(
      (e) =>
        `${e.tagName} ${e.getAttribute('href') ?? e.getAttribute('src')} ${e.getAttribute('rel') ?? e.getAttribute('type')}`,
    );
    expect(added).toEqual(['LINK /assets/vendor-def.js modulepreload', 'SCRIPT /assets/index-abc.js module']);
  });

  it("waits for the page's main image before it starts them", () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img fetchpriority="high" src="/images/products/a.svg">';
    new Function(entryLoader([], ['/assets/index-abc.js']))();
    vi.advanceTimersByTime(500);
    expect(document.head.querySelector('script')).toBeNull();
    document.body.querySelector('img')!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index-abc.js');
  });

  it('waits until the browser reports the first contentful paint', () => {
    vi.useFakeTimers();
    const paint = fakePaintTiming();
    new Function(entryLoader([], ['/assets/index-abc.js']))();
    vi.advanceTimersByTime(500);
    expect(document.head.querySelector('script')).toBeNull();
    paint.report('first-paint');
    vi.advanceTimersByTime(50);
    expect(document.head.querySelector('script')).toBeNull();
    paint.report('first-contentful-paint');
    vi.advanceTimersByTime(50);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index-abc.js');
    expect(paint.disconnected()).toBe(true);
  });

  it('starts after a second even when no paint is reported', () => {
    vi.useFakeTimers();
    fakePaintTiming();
    new Function(entryLoader([], ['/assets/index-abc.js']))();
    vi.advanceTimersByTime(1000);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index-abc.js');
  });

  it('leaves a page without an entry script alone', () => {
    expect(transform('<html><body></body></html>')).toBe('<html><body></body></html>');
  });

  it('keeps what only the shell has between markers the server removes from rendered pages', () => {
    expect(INDEX_HTML).toMatch(
      /<!-- shell-only:[\s\S]*id="splash"[\s\S]*<noscript>[\s\S]*<!-- \/shell-only -->\s*<div id="root"><\/div>/,
    );
  });
});
