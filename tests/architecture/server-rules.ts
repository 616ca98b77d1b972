// Every rule lives in core once (README, Layout): the server imports what core exports and
// never defines a second function or constant under the same name (a second `ank`, `winsOn`).
import ts from 'typescript';
import type { SourceFile } from './dependency-rule.js';

export interface Restatement {
  path: string;
  name: string;
}

/** The values (functions, constants, classes) an entry of core exports; `type` exports are not values. */
export function coreExports(indexText: string): Set<string> {
  const index = ts.createSourceFile('index.ts', indexText, ts.ScriptTarget.Latest);
  const names = new Set<string>();
  for (const statement of index.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      if (statement.isTypeOnly) continue;
      for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.add(element.name.text);
    }
  }
  return names;
}

/** The functions and constants a file declares at its top level (destructured ones too). */
function topLevelValues(file: SourceFile): string[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest);
  const bindingNames = (name: ts.BindingName): string[] =>
    ts.isIdentifier(name)
      ? [name.text]
      : name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
  return source.statements.flatMap((statement) => {
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.flatMap((d) => bindingNames(d.name));
    if (ts.isFunctionDeclaration(statement) && statement.name) return [statement.name.text];
    return [];
  });
}

/** Every top-level function or constant under server/ whose name core exports as a value. */
export function findRestatements(files: readonly SourceFile[], exported: ReadonlySet<string>): Restatement[] {
  return files
    .filter((file) => file.path.startsWith('server/'))
    .flatMap((file) =>
      topLevelValues(file)
        .filter((name) => exported.has(name))
        .map((name) => ({ path: file.path, name })),
    );
}
