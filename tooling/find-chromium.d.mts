// Types for find-chromium.mjs, which stays plain JavaScript so it runs before anything is built.

/** Executable names looked up on PATH, in order of preference. */
export declare const CHROMIUM_NAMES: readonly string[];
/** The one line shown when no Chromium can be found or installed. */
export declare const NOT_FOUND_MESSAGE: string;

export interface FindChromiumOptions {
  /** Where CHROMIUM_PATH, PATH and CHROMIUM_AUTO_INSTALL are read (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Installs Chromium and returns whether it tried; `false` only searches (default: installWithApt). */
  install?: ((env: NodeJS.ProcessEnv) => boolean) | false;
}

/** First of `names` found as an executable file on `searchPath` (a PATH-style list). */
export declare function findOnPath(names: readonly string[], searchPath?: string): string | undefined;
/** Runs apt-get update and install as root when apt-get exists and CHROMIUM_AUTO_INSTALL is not 0. */
export declare function installWithApt(env?: NodeJS.ProcessEnv): boolean;
/** Path of a Chromium executable; throws an Error whose message is one line when there is none. */
export declare function findChromium(options?: FindChromiumOptions): string;
/** findChromium that prints the one line and exits 1 instead of throwing. */
export declare function findChromiumOrExit(options?: FindChromiumOptions): string;
