import type { Plugin } from 'vite';

/**
 * Starts the app's JavaScript once the page has painted, not while its HTML is still arriving. Public pages come
 * rendered by the server (decision 015) and need no script to show; on a phone's connection the entry chunks (over
 * 100 KB) would otherwise share the bandwidth with the HTML and the first image, and push the first paint back. The
 * entry script and its module preloads become one small inline loader at the end of the body (allowed by its hash in
 * the CSP, decision 009), run once the browser has reported the first contentful paint and the page's main image
 * (the one marked `fetchpriority="high"`, the largest paint) has arrived and had a frame; after a second in any case
 * (a slow image, a tab in the background).
 */
export function deferEntryScripts(): Plugin {
  return {
    name: 'defer-entry-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts: string[] = [];
        const preloads: string[] = [];
        const rest = html
          .replace(
            /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
            (_, src: string) => (scripts.push(src), ''),
          )
          .replace(
            /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
            (_, href: string) => (preloads.push(href), ''),
          );
        if (!scripts.length) return html;
        return rest.replace('</body>', () => `  <script>${entryLoader(preloads, scripts)}</script>\n  </body>`);
      },
    },
  };
}

/** The inline loader: the preloads, then the entry scripts, once. */
export function entryLoader(preloads: string[], scripts: string[]): string {
  const load = function (this: void, preloadHrefs: string[], scriptSrcs: string[]) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const href of preloadHrefs) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      }
      for (const src of scriptSrcs) {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = src;
        document.head.appendChild(script);
      }
    };
    // Two things must have happened: the browser has reported the first contentful paint (it does once that frame is
    // on screen; a frame drawn is not yet a frame shown, so a timer after a frame can still be early), and the main
    // image has arrived and had a frame to be painted in. A browser without paint timing counts as painted.
    let painted = !(
      typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
    );
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).filter(
      (img) => !img.complete,
    );
    let waiting = images.length;
    const startWhenReady = () => {
      if (painted && waiting === 0) requestAnimationFrame(() => setTimeout(start, 0));
    };
    if (!painted) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        painted = true;
        startWhenReady();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
    for (const img of images) {
      const done = () => {
        waiting -= 1;
        startWhenReady();
      };
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    }
    startWhenReady();
    setTimeout(start, 1000);
  };
  return `(${load.toString()})(${JSON.stringify(preloads)},${JSON.stringify(scripts)});`;
}
