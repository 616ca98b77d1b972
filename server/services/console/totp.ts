import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32Decode, base32Encode } from './base32.js';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 6 digits, 30 s steps. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after counts too: phone clocks drift. */
const WINDOW = 1;

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30 s step of a moment (RFC 6238's T). */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of one step (RFC 4226's HOTP over the step counter), zero-padded. */
export function totpCode(key: Buffer, step: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(algorithm, key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step whose code `code` is, within one step of `at`, or undefined. The caller keeps
 * the step of the last code used and refuses it and earlier ones: a code works once.
 */
export function matchTotp(secret: string, code: string, at: Date): number | undefined {
  const key = base32Decode(secret);
  if (!key || key.length === 0 || !/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(at);
  let matched: number | undefined;
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    // Every candidate is compared, so the time taken says nothing about which one matched.
    if (timingSafeEqual(Buffer.from(totpCode(key, step)), Buffer.from(code))) matched = step;
  }
  return matched;
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
