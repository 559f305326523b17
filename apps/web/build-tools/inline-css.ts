import type { Plugin } from 'vite';

/**
 * Puts the entry stylesheet into index.html (about 6 KB compressed), so the first paint waits for
 * one request instead of two. Lazy chunks' CSS, if any, still loads as files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
