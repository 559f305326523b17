import type { Plugin } from 'vite';

/** Writes `.br` and `.gz` beside every text asset of a build (see precompress.js). */
export declare function precompress(): Plugin;
