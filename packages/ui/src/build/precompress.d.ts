/**
 * The part of a Vite plugin precompress.js is: typed here without Vite itself (each app brings its own Vite; this
 * package depends on none), and taken by Vite's `plugins` as it is.
 */
export interface PrecompressPlugin {
  name: 'precompress';
  apply: 'build';
  enforce: 'post';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle: { order: 'post'; sequential: true; handler(): void };
}

/** Writes `.br` and `.gz` beside every text asset of a build (see precompress.js). */
export declare function precompress(): PrecompressPlugin;
