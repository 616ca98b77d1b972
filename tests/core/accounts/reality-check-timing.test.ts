// When the reality check comes: at each whole interval of the login session.
import { describe, expect, it } from 'vitest';
import { msToNextCheck } from '../../../core/index.js';

describe('msToNextCheck', () => {
  it('waits for the next whole interval counted from the session’s start', () => {
    expect(msToNextCheck(15, 0)).toBe(15 * 60_000);
    expect(msToNextCheck(15, 20)).toBe(15 * 60_000 - 20_000);
    expect(msToNextCheck(15, 15 * 60)).toBe(15 * 60_000);
    expect(msToNextCheck(30, 40 * 60)).toBe(20 * 60_000);
    expect(msToNextCheck(60, 59 * 60 + 59)).toBe(1000);
  });

  it('never comes when the check is off', () => {
    expect(msToNextCheck(0, 1234)).toBeUndefined();
  });
});
