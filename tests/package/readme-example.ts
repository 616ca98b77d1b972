import { readFileSync } from 'node:fs';

/** The fenced block that follows `<!-- pack-test: NAME -->` in the README. */
export function readmeBlock(readmePath: string, name: string): string {
  const readme = readFileSync(readmePath, 'utf8');
  const match = new RegExp(`<!-- pack-test: ${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (!match) throw new Error(`${readmePath} has no block marked <!-- pack-test: ${name} -->`);
  return match[1]!;
}
