import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/index.js';
import { isMessageKey } from '../../../core/messages/message-key.js';

describe('isMessageKey', () => {
  it('knows every key of the catalogue, its parts loaded later included', () => {
    for (const key of Object.keys(MESSAGES)) expect(isMessageKey(key), key).toBe(true);
  });

  it('knows no other key, nor what every object has', () => {
    for (const key of ['', 'noSuchMessage', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(isMessageKey(key), key).toBe(false);
  });
});
