import type { Navigator } from '../../core/index.js';

export class RecordingNavigator implements Navigator {
  readonly moves: string[] = [];
  go(path: string): void {
    this.moves.push(path);
  }
  back(): void {
    this.moves.push('<back>');
  }
  get last(): string | undefined {
    return this.moves.at(-1);
  }
}
