import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { watchedFile } from '../lib/watched-file.ts';

export interface SecurityHeadersOptions {
  production: boolean;
  /** The shop is served over HTTPS: browsers are told to fetch everything over it. */
  https: boolean;
  /** The built storefront, whose inline scripts are allowed by hash. */
  webDistDir: string;
  /** Where images come from: a CDN origin joins img-src. */
  imageBase: string;
  /** Google sign-in is on: its button's script, frame and styles come from Google (GOOGLE_CLIENT_ID). */
  googleSignIn?: boolean;
}

/** Google Identity Services: the sign-in button loads from here and shows in a frame from here. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/** Inline `<script>` bodies of an HTML page; external scripts and data blocks (JSON-LD) are not run inline. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    if (body.trim()) scripts.push(body);
  }
  return scripts;
}

/** CSP source expressions allowing exactly these inline scripts. */
export function scriptHashes(scripts: readonly string[]): string[] {
  return scripts.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The hashes of the built index.html's inline scripts, read again when the file changes (a rebuild while the
 * server runs), so the page and its policy always match.
 */
function indexScriptHashes(distDir: string): () => string[] {
  return watchedFile(path.join(distDir, 'index.html'), (html) => (html ? scriptHashes(inlineScripts(html)) : []));
}

/**
 * The headers of an answer made before any hook runs (Fastify's refusal of a URL it cannot route): such an answer
 * is the error payload, so it needs no sources at all.
 */
export function bareSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(production && { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }),
  };
}

const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Paths of the pictures (demo product pictures and profile pictures), loaded by storefronts on other origins too. */
const PICTURES = /^\/(images|profile)\//;

/**
 * Security headers on every page and API answer (decision 009): a Content-Security-Policy whose scripts are this
 * origin's files and the hashed inline scripts of index.html (no 'unsafe-inline' for scripts), no framing,
 * nosniff, a strict referrer policy, and HSTS in production. Inline styles stay allowed: React's `style`
 * attributes and the critical CSS inlined into index.html need them, and styles cannot run code.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const hashes = indexScriptHashes(opts.webDistDir);
    const imageOrigin = /^https?:\/\//i.test(opts.imageBase) ? new URL(opts.imageBase).origin : undefined;
    const google = opts.googleSignIn ? [GOOGLE_SIGN_IN] : [];
    // helmet itself, built once per set of script hashes: the Fastify wrapper builds its middleware again for every
    // request, and a function directive makes helmet assemble and check the whole policy on every answer; with only
    // fixed directives it sends one precomputed string. Together they cost a tenth of a cached answer's time.
    const helmetFor = (scriptHashes: readonly string[]) =>
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...scriptHashes, ...google],
            scriptSrcAttr: ["'none'"],
            styleSrc: ["'self'", "'unsafe-inline'", ...google],
            frameSrc: google.length ? google : ["'none'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...(imageOrigin ? [imageOrigin] : [])],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...google],
            workerSrc: ["'self'"],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(opts.https && { upgradeInsecureRequests: [] }),
          },
        },
        strictTransportSecurity: opts.production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        frameguard: { action: 'deny' },
        // Images may come from a CDN; the shop embeds nothing that needs cross-origin isolation.
        crossOriginEmbedderPolicy: false,
        crossOriginResourcePolicy: { policy: 'same-site' },
      });
    let built = { hashes: [] as readonly string[], applyHeaders: helmetFor([]) };
    app.addHook('onRequest', (request, reply, done) => {
      const current = hashes();
      if (current !== built.hashes) built = { hashes: current, applyHeaders: helmetFor(current) };
      built.applyHeaders(request.raw, reply.raw, (err?: unknown) => {
        // Pictures are the one thing other sites' pages load from the shop: a storefront on another origin
        // (CORS_ORIGINS, the spec's own client) shows product and profile pictures from here.
        if (PICTURES.test(request.url)) reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
        done(err as Error | undefined);
      });
    });
  },
  { name: 'security-headers' },
);
