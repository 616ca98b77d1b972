// No comment, test name or doc cites what a reader of the repository cannot open: an issue
// number, a section of a specification kept elsewhere, or a document beside the repository.
// Each says the rule itself, or links the doc in docs/ that writes it up.
import { describe, expect, it } from 'vitest';
import { findInternalReferences } from './internal-references.js';
import { filesUnder, rootFiles } from './repository-sources.js';

/** Sources, docs, migrations, styles, pages and shell scripts: every file a person reads. */
const READ = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|md|sql|sh|css|html)$/;
const FOLDERS = [
  'core',
  'contract',
  'adapters',
  'testing',
  'ui',
  'server',
  'tests',
  'scripts',
  'bench',
  'docs',
  'package',
];

/** The folders' files, and those at the root: README.md, CHANGELOG.md and the tools' configs. */
const repositoryFiles = () => [...FOLDERS.flatMap((folder) => filesUnder(folder, READ)), ...rootFiles(READ)];

describe('no internal references', () => {
  it('holds for every source and doc file of the repository', () => {
    const files = repositoryFiles();
    for (const path of [
      'core/index.ts',
      'server/db/migrations/001-initial.sql',
      'docs/player-limits.md',
      'package/README.md',
      'README.md',
      'CHANGELOG.md',
    ])
      expect(files.map((file) => file.path)).toContain(path);
    expect(findInternalReferences(files)).toEqual([]);
  });

  // The checker itself, on files made up for the purpose, so the test above can fail.
  const cited = (text: string) => findInternalReferences([{ path: 'made-up.ts', text }]);
  const issue = ['issue', '12'].join(' ');

  it('finds an issue number and a section sign, with the file and line', () => {
    expect(cited(`// Clean.\n// As ${issue} asks.`)).toEqual([`made-up.ts:2: // As ${issue} asks.`]);
    expect(cited('/** See \u00a74. */')).toEqual(['made-up.ts:1: /** See \u00a74. */']);
    expect(cited(['Issues', '13 and 26'].join(' '))).toHaveLength(1);
    expect(cited('as in ' + 'DOMAIN' + '.md')).toHaveLength(1);
    expect(cited(['see ..', 'shared', 'spec.md'].join('/'))).toHaveLength(1);
  });

  it('passes clean prose, and numbers that cite nothing', () => {
    expect(cited('// A hold on a player’s payouts: no withdrawal is paid while it stands.')).toEqual([]);
    expect(cited('// 12 issues of a magazine, tissue 12 layers thick, reissued 3 times.')).toEqual([]);
  });
});
