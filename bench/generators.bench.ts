// One bench per generator; each iteration is one call, cycling through the generator's
// whole input domain, so the reported median is the median time of one call.
import { bench, describe } from 'vitest';
import * as core from '../core/index.js';
import { DOMAINS } from './generator-domains.js';

describe('generators (one call per iteration over the whole input domain)', () => {
  for (const [name, inputs] of Object.entries(DOMAINS)) {
    const generate = core[name as keyof typeof DOMAINS] as (...args: readonly unknown[]) => unknown;
    let next = 0;
    bench(
      `${name} (${inputs.length} inputs)`,
      () => {
        generate(...inputs[next]!);
        next = (next + 1) % inputs.length;
      },
      { time: 300 },
    );
  }
});
