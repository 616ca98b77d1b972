import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fullSangam, halfSangamA, halfSangamB } from '../../../core/index.js';
import { digit, notADigit, notAPana, pana } from '../../../testing/arbitraries.js';
import { expectInvalid } from '../expect-invalid.js';

describe('sangams', () => {
  test.prop([digit, pana])('half sangam A is d-ppp, half sangam B is ppp-d', (d, p) => {
    expect(halfSangamA(d, p)).toBe(`${d}-${p}`);
    expect(halfSangamB(p, d)).toBe(`${p}-${d}`);
  });

  test.prop([pana, pana])('full sangam is ppp-ppp', (open, close) => {
    expect(fullSangam(open, close)).toBe(`${open}-${close}`);
  });

  it('pins the examples', () => {
    expect(halfSangamA(7, '489')).toBe('7-489');
    expect(halfSangamB('250', 1)).toBe('250-1');
    expect(fullSangam('250', '489')).toBe('250-489');
  });

  test.prop([notADigit, pana])('rejects a digit that is not 0–9', (bad, p) => {
    expectInvalid(() => halfSangamA(bad, p), 'not-a-digit');
    expectInvalid(() => halfSangamB(p, bad), 'not-a-digit');
  });

  test.prop([notAPana, digit])('rejects a pana that is not a pana, naming which one', (bad, d) => {
    expect(expectInvalid(() => halfSangamA(d, bad), 'not-a-pana').message).toMatch(/^The close pana/);
    expect(expectInvalid(() => halfSangamB(bad, d), 'not-a-pana').message).toMatch(/^The open pana/);
    expect(expectInvalid(() => fullSangam(bad, '128'), 'not-a-pana').message).toMatch(/^The open pana/);
    expect(expectInvalid(() => fullSangam('128', bad), 'not-a-pana').message).toMatch(/^The close pana/);
  });
});
