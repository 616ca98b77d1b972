// References a reader of the repository cannot follow: the issue tracker's numbers, the
// sections of a specification kept outside the repository, and documents beside it. A comment,
// a test name or a doc says the rule itself instead, or links docs/<file>.md.
import type { SourceFile } from './dependency-rule.js';

/**
 * The pattern, built from pieces so that this file (and any test that quotes a piece) does not
 * match it: an issue number, a section sign, the two documents and the folder beside the repository.
 */
export const INTERNAL_REFERENCE = new RegExp(
  [
    String.raw`\b[Ii]ssues? \d+\b`,
    '\u00a7',
    String.raw`DOMAIN\.md`,
    String.raw`ARCHITECTURE\.md`,
    String.raw`\.\.\/shared\/`,
  ].join('|'),
);

/** Each line of the files that cites such a reference, as `path:line: text`. */
export function findInternalReferences(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) =>
    file.text
      .split('\n')
      .flatMap((line, index) => (INTERNAL_REFERENCE.test(line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [])),
  );
}
