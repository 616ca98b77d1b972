import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';

/**
 * The player app's Content-Security-Policy. Scripts only from this origin (the build has no
 * inline script). Styles may be inline: Mantine injects <style> tags at run time and the
 * page's loading shell is an inline <style>. Images may be data: URLs (banners, QR codes,
 * deposit screenshots) or https: (an operator may host a banner or QR code elsewhere).
 * Frames: only our own chart pages, and nobody may frame the app.
 */
export const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** One year; no includeSubDomains, as other hosts of the operator's domain may not have TLS. */
export const HSTS = 'max-age=31536000';

/**
 * Security headers on every response. A route that needs another policy (a page the app
 * frames) sets its own Content-Security-Policy and X-Frame-Options, which are kept.
 * HSTS only over TLS: a direct TLS socket, or, behind a trusted proxy, X-Forwarded-Proto.
 */
export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: APP_CSP,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (cameOverTls(c, options.trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}

/** Whether the request came over TLS: a direct TLS socket, or X-Forwarded-Proto from a proxy we trust. */
export function cameOverTls(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  // Anyone can send X-Forwarded-Proto: it counts only when a proxy we run sets it.
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * The policy of a standalone page that the app frames (the chart pages): nothing but its
 * own inline style, given by hash, and framed only by this origin.
 */
export function framedPageHeaders(c: Context, styleHash: string): void {
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src '${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
  );
  c.header('X-Frame-Options', 'SAMEORIGIN');
}

/** A CSP source for one inline <style> or <script>: the hash of its exact text. */
export const inlineHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
