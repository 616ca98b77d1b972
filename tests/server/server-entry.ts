import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The arguments of `node` that run one of the server's entries (server/main.ts, the server; or
 * server/operator.ts, the operator CLI) in a process of its own: the sources through tsx; or,
 * where the run says it has just built them (`npm test` sets TEST_BUILT_SERVER after its build
 * step), the build in build/server/, which `npm run serve` runs and which starts in about half
 * the time (0.8 s against 1.4 s: no TypeScript to load). The server tests start dozens of them.
 */
export function serverEntry(entry: 'main' | 'operator'): string[] {
  return process.env.TEST_BUILT_SERVER
    ? ['--enable-source-maps', join(ROOT, 'build/server', `${entry}.js`)]
    : ['--import', 'tsx', join(ROOT, 'server', `${entry}.ts`)];
}
