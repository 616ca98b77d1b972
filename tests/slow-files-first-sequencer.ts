// Vitest runs the test files of a fresh clone largest first. The server tests that start
// server processes of their own take 10–40 s each and are of middling size, so they started
// late and ended the run alone. They start first here; with timings from an earlier run on
// record, Vitest's own order (longest first) already agrees.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const STARTS_PROCESSES = /\bstartProcesses\(|\bspawn\(/;

export class SlowFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const project = new Map<string, number>();
    for (const file of sorted) if (!project.has(file.project.name)) project.set(file.project.name, project.size);
    const slow = new Map(sorted.map((file) => [file, STARTS_PROCESSES.test(readFileSync(file.moduleId, 'utf8'))]));
    // Array.prototype.sort is stable: within each kind, Vitest's order stays.
    return sorted.sort(
      (a, b) =>
        project.get(a.project.name)! - project.get(b.project.name)! || Number(slow.get(b)) - Number(slow.get(a)),
    );
  }
}
