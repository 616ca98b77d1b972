// TOTP against the test vectors of RFC 6238 (Appendix B) and base32 against RFC 4648 (section 10).
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from '../../server/services/console/base32.js';
import { matchTotp, otpauthUrl, totpCode, totpStep } from '../../server/services/console/totp.js';

const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

// Time (s), then the 8-digit codes for SHA-1, SHA-256 and SHA-512.
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives the RFC codes for SHA-1, SHA-256 and SHA-512', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(totpCode(SEEDS.sha1, step, 8, 'sha1')).toBe(sha1);
    expect(totpCode(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(totpCode(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('takes the code of the step before, now and after, and no other', () => {
    const secret = base32Encode(SEEDS.sha1);
    const at = new Date(1111111111 * 1000);
    const step = totpStep(at);
    const code = (s: number) => totpCode(SEEDS.sha1, s);
    expect(matchTotp(secret, code(step), at)).toBe(step);
    expect(matchTotp(secret, code(step - 1), at)).toBe(step - 1);
    expect(matchTotp(secret, code(step + 1), at)).toBe(step + 1);
    expect(matchTotp(secret, code(step - 2), at)).toBeUndefined();
    expect(matchTotp(secret, code(step + 2), at)).toBeUndefined();
    expect(matchTotp(secret, '12345', at)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', at)).toBeUndefined();
    expect(matchTotp('not base32!', code(step), at)).toBeUndefined();
  });

  it('names the secret for authenticator apps', () => {
    expect(otpauthUrl('matka-core', 'asha', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/matka-core%3Aasha?secret=JBSWY3DPEHPK3PXP&issuer=matka-core&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('base32 (RFC 4648)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  it.each(vectors)('%j is %s (padding left out) and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(`${encoded}${'='.repeat((8 - (encoded.length % 8)) % 8)}`)!.toString()).toBe(text);
    expect(base32Decode(encoded.toLowerCase())!.toString()).toBe(text);
  });
  it('refuses letters outside the alphabet', () => {
    expect(base32Decode('MZXW1')).toBeUndefined();
  });
});
