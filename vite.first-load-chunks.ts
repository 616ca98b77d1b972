import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { CodeSplittingOptions, ModuleInfo } from 'rolldown';
import { packageEntries } from './vite.package-entries.js';

type GetModuleInfo = (id: string) => ModuleInfo | null;

/**
 * The player app's first load in two chunks instead of about thirty. Rolldown splits the code
 * that lazy screens share with the first screen into many small chunks, each a request that
 * compresses on its own (/home's 29 first-load chunks were 7 KB gzip more than the same code
 * in one file). Grouped here by static imports, as the bundle uses them:
 * - `app`: what the app (ui/app/main.tsx) imports, and what login and home share;
 * - `login`: the login screen (what boot.ts preloads for /login), less `app`;
 * - `home`: the signed-in frame and home (what boot.ts preloads for /home), less `app`.
 * The entry's own imports stay in the entry, so the shell still paints before any of this.
 * Every other module is Rolldown's to place. A group's imports are in the group, in `app`,
 * or in chunks that never import the group: no two chunks import each other.
 */
const GROUPS: Record<string, readonly string[]> = {
  app: ['ui/app/main.tsx'],
  login: ['ui/screens/accounts/login-screen.tsx'],
  home: ['ui/app/chunks/player-chunk.tsx', 'ui/screens/home/home-screen.tsx', 'adapters/http/http-markets-gateway.ts'],
};
/**
 * What the app loads later without a sign-in (the account screens, a popup, the toasts): what
 * they share with `home` stays out of it, so that /signup, say, never loads the home screen.
 */
const PUBLIC = ['ui/app/chunks/accounts-chunk.ts', 'ui/chrome/popup-dialog.tsx', 'ui/chrome/toast-container.tsx'];
const ENTRY = 'ui/app/boot.ts';

/** An import or re-export statement: `import … from '…'`, `import '…'`, `export {…} from '…'`, `export * from '…'`, `export {…}`. */
const IMPORT_OR_EXPORT =
  /^\s*(?:import\s+(?:[^;'"]*?\s+from\s*)?["'][^"']*["']|export\s*(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})(?:\s*from\s*["'][^"']*["'])?)\s*;?/gm;
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
/** `import {…} from '…'` or `export {…} from '…'`: the names, and where from. */
const NAMED = /\b(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** A module of nothing but imports and exports, like @mantine/core's index or core's. */
function isBarrel(module: ModuleInfo): boolean {
  return !!module.code && module.code.replace(COMMENT, '').replace(IMPORT_OR_EXPORT, '').trim() === '';
}

const withoutExtension = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, '');

/** Whether `specifier`, written in `importer`, names the module `id`. */
function names(specifier: string, importer: string, id: string): boolean {
  if (!specifier.startsWith('.')) {
    const entry = packageEntries.find(({ find }) => find.test(specifier));
    return entry
      ? withoutExtension(entry.replacement) === withoutExtension(id)
      : id.includes(`/node_modules/${specifier}/`);
  }
  return withoutExtension(resolve(dirname(importer), specifier)) === withoutExtension(id);
}

/** The names a module imports (or re-exports) by name from the module `id`. */
function namesImported(module: ModuleInfo, id: string): Set<string> {
  const found = new Set<string>();
  for (const [, list, specifier] of (module.code ?? '').matchAll(NAMED)) {
    if (!names(specifier!, module.id, id)) continue;
    for (const name of list!.split(','))
      found.add(
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
      );
  }
  return found;
}

const packageOf = new Map<string, { root: string; sideEffects: unknown }>();

/** The nearest package.json's folder and `sideEffects`. */
function nearestPackage(dir: string): { root: string; sideEffects: unknown } {
  const known = packageOf.get(dir);
  if (known) return known;
  let found: { root: string; sideEffects: unknown };
  try {
    found = { root: dir, sideEffects: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).sideEffects };
  } catch {
    found = dirname(dir) === dir ? { root: dir, sideEffects: undefined } : nearestPackage(dirname(dir));
  }
  packageOf.set(dir, found);
  return found;
}

/** Whether the module's package says it has no side effects (`"sideEffects"`: false, or a list without it). */
function sideEffectFree(id: string): boolean {
  const { root, sideEffects } = nearestPackage(dirname(id));
  if (sideEffects === false) return true;
  if (!Array.isArray(sideEffects)) return false;
  const path = relative(root, id);
  return !sideEffects.some((pattern: string) => {
    const glob = pattern.replace(/^\.\//, '');
    if (glob.endsWith('/**')) return path.startsWith(glob.slice(0, -2));
    return path.endsWith(glob.replace(/^(\*\*\/)?\*/, ''));
  });
}

/**
 * The modules and everything they import statically, transitively, as the bundle uses them:
 * through a barrel only to the modules that export a name the importer asks for (the barrel
 * imports the whole library; tree-shaking keeps only what is used).
 */
function closure(roots: readonly string[], info: GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const get = (id: string) => {
    const module = info(id);
    if (!module) throw new Error(`${id} is not in the build: update GROUPS in vite.first-load-chunks.ts`);
    return module;
  };
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    const module = get(id);
    for (const imported of module.importedIds) {
      const target = get(imported);
      if (isBarrel(target)) throughBarrel(target, namesImported(module, imported));
      else visit(imported);
    }
  };
  // A module with side effects (`import 'reflect-metadata'`, or a package without
  // `"sideEffects": false`) stays in the bundle whether or not its names are used.
  const throughBarrel = (barrel: ModuleInfo, wanted: Set<string>) => {
    found.add(barrel.id);
    for (const imported of barrel.importedIds) {
      const target = get(imported);
      if (isBarrel(target)) throughBarrel(target, wanted);
      else if (!sideEffectFree(imported) || target.exports.some((name) => wanted.has(name))) visit(imported);
    }
  };
  for (const root of roots) visit(resolve(import.meta.dirname, root));
  return found;
}

/** `output.codeSplitting` for the player app: the groups above, Rolldown's own splitting for the rest. */
export function firstLoadChunks(): CodeSplittingOptions {
  // Worked out once a build (a watch mode's next build brings a new context).
  const groupsOf = new WeakMap<object, Map<string, string>>();
  return {
    groups: [
      {
        debugName: 'first load',
        name(id, context) {
          let groupOf = groupsOf.get(context);
          if (!groupOf) {
            groupOf = groups((moduleId) => context.getModuleInfo(moduleId));
            groupsOf.set(context, groupOf);
          }
          return groupOf.get(id) ?? null;
        },
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/** Each grouped module's group. */
function groups(info: GetModuleInfo): Map<string, string> {
  const groupOf = new Map<string, string>();
  const taken = closure([ENTRY], info);
  const shared = closure(PUBLIC, info);
  const closures = Object.entries(GROUPS).map(([name, roots]) => [name, closure(roots, info)] as const);
  // What two route groups share (login's inputs and home's cards, say) goes to `app`, which both
  // load: in either group, one route would load the other's chunk.
  const [app, ...routes] = closures;
  const inApp = new Set(app![1]);
  routes.forEach(([, members], index) => {
    for (const [, other] of routes.slice(index + 1))
      for (const member of members) if (other.has(member)) inApp.add(member);
  });
  for (const [name, members] of closures) {
    for (const member of name === 'app' ? inApp : members) {
      // Login keeps what the account screens share with it (the sign-up form's inputs): they come after it.
      if (!taken.has(member) && (name === 'app' || name === 'login' || !shared.has(member))) groupOf.set(member, name);
      taken.add(member);
    }
  }
  return groupOf;
}
