// Builds the package as it is published (build/package/), packs it, installs the tarball into a
// fresh project, and uses it from ESM, CommonJS and TypeScript, running its README's examples.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_REFERENCE } from '../architecture/internal-references.js';
import { readmeBlock } from './readme-example.js';

const ROOT = join(import.meta.dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const README = join(ROOT, 'package/README.md');

let work: string;
let consumer: string;
let tarball: string;

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const write = (file: string, text: string) => writeFileSync(join(consumer, file), text);
const filesBelow = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'matka-core-pack-'));
  run('npm', ['run', 'build:package'], ROOT);
  run('npm', ['pack', './build/package', '--pack-destination', work], ROOT);
  tarball = join(
    work,
    readdirSync(work).find((name) => name.endsWith('.tgz'))!,
  );
  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  write('package.json', JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // fast-check beside it: the testing entry's peer, as its users install it.
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, 'fast-check@4'], consumer);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed matka-core', () => {
  it('holds the build, the README, the changelog and the licence terms, and no app, server or tests', () => {
    const files = run('tar', ['-tzf', tarball], work)
      .trim()
      .split('\n')
      .map((f) => f.replace(/^package\//, ''));
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'LICENSE',
        'dist/index.js',
        'dist/index.cjs',
        'dist/index.d.ts',
        'dist/index.d.cts',
        'dist/adapters.js',
        'dist/adapters.cjs',
        'dist/adapters.d.ts',
        'dist/adapters.d.cts',
        ...['player', 'console', 'result-log', 'testing'].flatMap((entry) =>
          ['js', 'cjs', 'd.ts', 'd.cts'].map((ext) => `dist/${entry}.${ext}`),
        ),
      ]),
    );
    expect(files.filter((f) => !/^(dist|src|api)\//.test(f) && f.includes('/'))).toEqual([]);
    expect(files.filter((f) => /^src\/(tests|ui|server|scripts|bench)\//.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['api/index.api.md', 'api/player.api.md']));
  });

  it('publishes its own manifest and README: none of the app’s scripts, tools or words', () => {
    const installed = join(consumer, 'node_modules/matka-core');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.private).toBeUndefined();
    expect(manifest.sideEffects).toBe(false);
    expect(Object.keys(manifest.dependencies as object).sort()).toEqual(['ky', 'rxjs', 'valibot']);
    expect(readFileSync(join(installed, 'README.md'), 'utf8')).toBe(readFileSync(README, 'utf8'));
  });

  it('ships types and sources that cite nothing a package user cannot read: no issue numbers, no spec sections', () => {
    const installed = join(consumer, 'node_modules/matka-core');
    const cited = ['dist', 'src']
      .flatMap((folder) => filesBelow(join(installed, folder)))
      .filter((file) => /\.(d\.c?ts|ts)$/.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => INTERNAL_REFERENCE.test(line))
          .map((line) => `${relative(installed, file)}: ${line.trim()}`),
      );
    expect(cited).toEqual([]);
  });

  it('maps each ESM declaration to its shipped source, for go to definition', () => {
    const installed = join(consumer, 'node_modules/matka-core');
    const entry = readFileSync(join(installed, 'dist/player.d.ts'), 'utf8');
    expect(entry).toBe("export * from './types/core/entries/player.js';\n");
    const maps = filesBelow(join(installed, 'dist/types')).filter((file) => file.endsWith('.d.ts.map'));
    expect(maps.length).toBeGreaterThan(100);
    const unshipped = maps.flatMap((map) =>
      (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
        .map((source) => resolve(dirname(map), source))
        .filter((source) => !source.startsWith(join(installed, 'src')) || !existsSync(source)),
    );
    expect(unshipped).toEqual([]);
    const transfer = join(installed, 'dist/types/core/funds/transfer.d.ts');
    expect(readFileSync(transfer, 'utf8')).toMatch(/\/\/# sourceMappingURL=transfer\.d\.ts\.map/);
  });

  it('works with import', () => {
    write(
      'esm.mjs',
      "import { familyPana, ALL_PANAS } from 'matka-core';\nconsole.log(ALL_PANAS.length, familyPana('100').join(' '));\n",
    );
    expect(run('node', ['esm.mjs'], consumer).trim()).toBe('220 100 150 155 556 560 600');
  });

  it('ships the adapters as matka-core/adapters, for import and require', () => {
    write(
      'adapters.mjs',
      "import { obfuscate, MemoryStorage, createHttpGateways } from 'matka-core/adapters';\n" +
        "const gateways = createHttpGateways(new MemoryStorage(), { baseUrl: 'http://127.0.0.1:9' });\n" +
        "console.log(obfuscate('\"50\"', 'K1'), Object.keys(gateways).join(','));\n",
    );
    expect(run('node', ['adapters.mjs'], consumer).trim()).toBe(
      '00690004007b0013 accounts,funds,markets,betting,history,content,push',
    );
    write(
      'adapters.cjs',
      "const { MemoryStorage } = require('matka-core/adapters');\nconst s = new MemoryStorage(); s.set('a', 1); console.log(s.get('a'));\n",
    );
    expect(run('node', ['adapters.cjs'], consumer).trim()).toBe('1');
  });

  it('works with require, and its errors are RangeErrors', () => {
    write(
      'cjs.cjs',
      "const core = require('matka-core');\n" +
        "try { core.groupJodi('11'); } catch (e) { console.log(e instanceof RangeError, e instanceof core.InvalidBidInput, e.code); }\n" +
        "console.log(core.spMotor('1234').join(' '));\n",
    );
    expect(run('node', ['cjs.cjs'], consumer).trim()).toBe('true true jodi-in-no-group\n123 124 134 234');
  });

  it('gives each entry to import and require, the numbers and the result-log check with no dependency', () => {
    write(
      'entries.mjs',
      "import { verifyResultLog } from 'matka-core/result-log';\n" +
        "import { BidSlip } from 'matka-core/player';\n" +
        "import { DepositDesk } from 'matka-core/console';\n" +
        "import { REFERENCE_PANAS, anyInput } from 'matka-core/testing';\n" +
        'console.log(typeof verifyResultLog, typeof BidSlip, typeof DepositDesk, REFERENCE_PANAS.length, typeof anyInput.generate);\n',
    );
    expect(run('node', ['entries.mjs'], consumer).trim()).toBe('function function function 220 function');
    write(
      'entries.cjs',
      "const { verifyResultLog } = require('matka-core/result-log');\n" +
        "const { DepositDesk } = require('matka-core/console');\n" +
        'console.log(typeof verifyResultLog, typeof DepositDesk);\n',
    );
    expect(run('node', ['entries.cjs'], consumer).trim()).toBe('function function');
    // The numbers and the result-log check load nothing but their own files.
    for (const entry of ['index', 'result-log']) {
      const built = run('cat', [join(consumer, 'node_modules/matka-core/dist', `${entry}.cjs`)], consumer);
      expect(built.match(/require\(["'][^."'][^"']*["']\)/g) ?? []).toEqual([]);
    }
  });

  it('knows its error by isInvalidBidInput across its ESM and CJS copies in one program', () => {
    write(
      'copies.mjs',
      "import { createRequire } from 'node:module';\n" +
        "import { isInvalidBidInput, InvalidBidInput } from 'matka-core';\n" +
        "const cjs = createRequire(import.meta.url)('matka-core');\n" +
        "try { cjs.singlePanaBulk('x'); } catch (e) { console.log(e instanceof InvalidBidInput, isInvalidBidInput(e), e.code); }\n",
    );
    expect(run('node', ['copies.mjs'], consumer).trim()).toBe('false true unknown-option');
  });

  it('passes publint --strict and arethetypeswrong for node10, node16 (CJS and ESM) and bundlers', () => {
    expect(run('node', [join(ROOT, 'node_modules/publint/src/cli.js'), '--strict', tarball], work)).toMatch(
      /All good!/,
    );
    const attw = run(
      'node',
      [join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js'), tarball, '--format', 'json'],
      work,
    );
    // Its problems, by entry and resolution: none.
    const report = JSON.parse(attw) as { problems?: Record<string, unknown> | unknown[] };
    expect(Object.values(report.problems ?? {})).toEqual([]);
  });

  it('type-checks against the shipped types and runs the README’s examples', () => {
    write('example.ts', readmeBlock(README, 'example'));
    write('slip.ts', readmeBlock(README, 'slip'));
    write('property-test.ts', readmeBlock(README, 'property-test'));
    write('use-case.ts', readmeBlock(README, 'use-case'));
    write(
      'typed.ts',
      [
        "import { spDpTp, choicePana, type PanaKind } from 'matka-core';",
        "const kinds: PanaKind[] = ['SP', 'DP'];",
        'const bids: string[] = spDpTp(kinds, 3);',
        "// @ts-expect-error: 'XP' is not a PanaKind, so the shipped types must reject it",
        "spDpTp(['XP'], 1);",
        '// @ts-expect-error: the digit is a number',
        "spDpTp(['SP'], '1');",
        "export const panas: string[] = [...bids, ...choicePana({ kinds, left: '1' })];",
        "import { createHttpGateways, MemoryStorage } from 'matka-core/adapters';",
        "import type { AccountsGateway } from 'matka-core/player';",
        "export const accounts: AccountsGateway = createHttpGateways(new MemoryStorage(), { baseUrl: 'http://x' }).accounts;",
        '// @ts-expect-error: the options are typed',
        'createHttpGateways(new MemoryStorage(), { baseUrl: 42 });',
      ].join('\n'),
    );
    write(
      'typed-cjs.cts',
      "import core = require('matka-core');\nexport const family: string[] = core.familyPana('100');\n// @ts-expect-error: familyPana takes a string\ncore.familyPana(100);\n",
    );
    write(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          outDir: 'out',
          types: [],
          skipLibCheck: false,
        },
        include: ['*.ts', '*.cts'],
      }),
    );
    run('node', [TSC, '-p', 'tsconfig.json'], consumer);
    const printed = run('node', ['out/example.js'], consumer);
    expect(printed).toBe(readmeBlock(README, 'output'));
    expect(run('node', ['out/slip.js'], consumer)).toBe(readmeBlock(README, 'slip-output'));
    // The property test holds (fc.assert throws when it does not); the use case runs on the kit's ports.
    expect(run('node', ['out/property-test.js'], consumer)).toBe('');
    expect(run('node', ['out/use-case.js'], consumer)).toBe(readmeBlock(README, 'use-case-output'));
  });
});
