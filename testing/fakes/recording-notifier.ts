import { englishText, type Notice, type Notifier } from '../../core/index.js';

/** Keeps every notice, and answers what the player would have read. */
export class RecordingNotifier implements Notifier {
  readonly notices: Notice[] = [];
  readonly dismissed: string[] = [];

  notify(notice: Notice): void {
    this.notices.push(notice);
  }
  dismiss(id: string): void {
    this.dismissed.push(id);
  }
  /** Every notice as "kind: [title] message" in English. */
  get read(): string[] {
    return this.notices.map(
      (n) => `${n.kind}: ${n.title ? `[${englishText(n.title)}] ` : ''}${englishText(n.message)}`,
    );
  }
  get last(): string | undefined {
    return this.read.at(-1);
  }
}
