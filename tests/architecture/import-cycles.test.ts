import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.js';
import { sourcesUnder } from './repository-sources.js';

describe('no import circle (type-only and dynamic imports included)', () => {
  it('among the source files of core, the wire contract, adapters, ui and server', () => {
    const files = ['core', 'contract', 'adapters', 'ui', 'server'].flatMap(sourcesUnder);
    expect(files.some((f) => f.path === 'server/services/markets/markets.ts')).toBe(true);
    expect(importCycles(files)).toEqual([]);
  });

  // The finder itself, on files made up for the purpose, so the test above can fail.
  const file = (path: string, text: string) => ({ path, text });

  it('finds a circle of two, of three, and a file importing itself', () => {
    expect(
      importCycles([
        file('server/a.ts', "import { b } from './b.js';"),
        file('server/b.ts', "import type { A } from './a.js';"),
        file('core/x/c.ts', "export { d } from '../y/d.js';"),
        file('core/y/d.ts', "import { e } from './e';"),
        file('core/y/e.ts', "const c = await import('../x/c.js');"),
        file('ui/f.tsx', "import { f } from './f.js';"),
        file('ui/g.tsx', "import { f } from './f.js'; import './g.css';"),
      ]),
    ).toEqual([['core/x/c.ts', 'core/y/d.ts', 'core/y/e.ts'], ['server/a.ts', 'server/b.ts'], ['ui/f.tsx']]);
  });

  it('finds none where imports only go one way', () => {
    expect(
      importCycles([
        file('server/a.ts', "import { b } from './b.js'; import { c } from './c/index.js'; import { x } from 'rxjs';"),
        file('server/b.ts', "import { c } from './c';"),
        file('server/c/index.ts', "import { core } from '../../core/index.js';"),
        file('core/index.ts', ''),
      ]),
    ).toEqual([]);
  });
});
