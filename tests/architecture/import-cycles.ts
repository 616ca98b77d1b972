// No import circle: no source file of core, adapters, ui or server reaches itself through its
// relative imports. Every import counts: type-only ones (`import type`, `export type … from`)
// and dynamic `import()` too, since a circle of types is a circle of meaning all the same.
import { posix } from 'node:path';
import ts from 'typescript';
import type { SourceFile } from './dependency-rule.js';

/** The file a relative specifier names, among `known`: `./a.js` is a.ts or a.tsx, `./a` a.ts or a/index.ts. */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const path = posix.normalize(posix.join(posix.dirname(from), specifier));
  const bare = path.replace(/\.(js|jsx|mjs|cjs)$/, '');
  const candidates = [path, `${bare}.ts`, `${bare}.tsx`, `${bare}.mts`, `${bare}/index.ts`, `${bare}/index.tsx`];
  return candidates.find((candidate) => known.has(candidate));
}

/** Each file's relative imports, resolved (stylesheets, images and the like name no source and are left out). */
export function importGraph(files: readonly SourceFile[]): Map<string, string[]> {
  const known = new Set(files.map((file) => file.path));
  return new Map(
    files.map((file) => [
      file.path,
      ts
        .preProcessFile(file.text, true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(file.path, specifier, known))
        .filter((target): target is string => target !== undefined),
    ]),
  );
}

/**
 * The import circles: each a set of files that all reach one another (a strongly connected
 * component, Tarjan's), its paths sorted; the circles sorted by their first path.
 */
export function importCycles(files: readonly SourceFile[]): string[][] {
  const graph = importGraph(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) cycles.push(component.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
