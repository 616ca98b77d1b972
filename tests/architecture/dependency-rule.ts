// The dependency rule (README, Layout), as a function of the source files' text:
//   ui ──► adapters ──► core;  ui ──► core;  server ──► core;  testing ──► core;
//   adapters ──► contract ◄── server;  contract ──► core (its entries) and valibot alone.
// core imports nothing framework- or platform-specific; only ui/app imports adapters; the
// package's testing kit is for tests (the app never ships it). ui, adapters and server import
// core as a package user does, by its public entries (`matka-core/player`; tsconfig.json's paths).
// Within ui and server, the rooms: tests/architecture/ui-rooms.ts and server-rooms.ts; the
// server's layers, each importing only those below it: tests/architecture/server-layers.ts.
import { posix } from 'node:path';
import ts from 'typescript';
import { serverLayerRulesBroken } from './server-layers.js';
import { serverRoomRulesBroken } from './server-rooms.js';
import { roomRulesBroken } from './ui-rooms.js';

export interface SourceFile {
  /** Path from the repository root, with forward slashes: `core/numbers/panas.ts`. */
  path: string;
  text: string;
}

export interface Violation {
  path: string;
  specifier: string;
  rule: string;
}

type Area = 'core' | 'contract' | 'adapters' | 'ui' | 'ui/app' | 'server' | 'testing' | 'other';

/** The composition roots, the only ui that imports adapters: the player app's and the operator console's. */
const COMPOSITION_ROOTS = ['ui/app/', 'ui/console/app/'];

function areaOf(path: string): Area {
  if (COMPOSITION_ROOTS.some((root) => path.startsWith(root))) return 'ui/app';
  const top = path.split('/')[0];
  return top === 'core' ||
    top === 'contract' ||
    top === 'adapters' ||
    top === 'ui' ||
    top === 'server' ||
    top === 'testing'
    ? top
    : 'other';
}

/** Packages the testing kit may import: core's, and fast-check (its users' peer). */
const TESTING_PACKAGES = new Set(['rxjs', 'fast-check']);

/** Packages the wire contract may import: its schemas' library, and core's entries for the domain's names. */
const CONTRACT_PACKAGES = new Set(['valibot', 'matka-core']);

/** Packages core may import: flows over time are part of the domain. */
const CORE_PACKAGES = new Set(['rxjs']);

/** Globals of the DOM and of Node that core must not touch (ports stand in for them). */
const PLATFORM_GLOBALS =
  /(?<![.\w$])(window|document|localStorage|sessionStorage|indexedDB|process|Buffer|__dirname|__filename|require)\s*[.[(]/;

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The code without comments and string contents, so a word in prose is not a use. */
function codeOnly(text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  let code = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) continue;
    code +=
      kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral
        ? '""'
        : scanner.getTokenText();
  }
  return code;
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = areaOf(file.path);
    if (from === 'other') continue;
    const imports = ts.preProcessFile(file.text, true, true).importedFiles.map((f) => f.fileName);
    for (const specifier of imports) {
      const relative = specifier.startsWith('.');
      const target = relative ? areaOf(posix.normalize(posix.join(posix.dirname(file.path), specifier))) : undefined;
      const add = (rule: string) => violations.push({ path: file.path, specifier, rule });

      if (from === 'core') {
        if (relative && target !== 'core') add('core imports only core');
        if (!relative && !CORE_PACKAGES.has(packageName(specifier)))
          add('core imports no framework, platform or Node module');
      }
      // (core is held to importing core alone above.)
      if (from !== 'testing' && from !== 'core' && target === 'testing') add('only tests import the testing kit');
      if (from === 'testing') {
        if (relative && target !== 'core' && target !== 'testing') add('the testing kit imports only core');
        if (!relative && !TESTING_PACKAGES.has(packageName(specifier)))
          add('the testing kit imports only fast-check and rxjs');
      }
      if (from === 'contract') {
        // (A relative import of core breaks the rule on core's entries below.)
        if (relative && target !== 'contract' && target !== 'core')
          add('the wire contract imports only itself, valibot and core');
        if (!relative && !CONTRACT_PACKAGES.has(packageName(specifier)))
          add('the wire contract imports only itself, valibot and core');
      }
      // (core and the testing kit are held to core alone above.)
      if (target === 'contract' && (from === 'ui' || from === 'ui/app'))
        add('only the adapters and the server read the wire contract');
      if (
        (from === 'ui' || from === 'ui/app' || from === 'adapters' || from === 'server' || from === 'contract') &&
        target === 'core'
      )
        add("the app imports core by the package's entries (matka-core, matka-core/player, …)");
      if (from === 'adapters' && (target === 'ui' || target === 'ui/app' || target === 'server'))
        add('adapters import no ui or server');
      if (from === 'ui' && target === 'adapters') add('only ui/app imports adapters');
      if (from === 'server' && (target === 'ui' || target === 'ui/app' || target === 'adapters'))
        add('server imports only core');
      if (relative) {
        const to = posix.normalize(posix.join(posix.dirname(file.path), specifier));
        [
          ...roomRulesBroken(file.path, to),
          ...serverRoomRulesBroken(file.path, to),
          ...serverLayerRulesBroken(file.path, to),
        ].forEach(add);
      }
    }
    if (from === 'core') {
      const match = PLATFORM_GLOBALS.exec(codeOnly(file.text));
      if (match) violations.push({ path: file.path, specifier: match[1]!, rule: 'core uses no DOM or Node global' });
    }
  }
  return violations;
}
