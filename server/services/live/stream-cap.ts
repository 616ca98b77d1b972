/**
 * Open Server-Sent Events streams per holder (a player, an operator's kind of stream) in
 * this server process. A stream past the cap ends the holder's oldest instead of being
 * refused: a phone that reconnects after a drop, while its old stream still looks open
 * here, must never lock itself out.
 */
export class StreamCap {
  private readonly open = new Map<string, Set<() => void>>();

  constructor(readonly perHolder: number) {}

  /**
   * Counts a new stream of `holder`, whose `end` closes it; ends the oldest ones past the
   * cap. Gives the function to call once the stream has ended, however it ended.
   */
  admit(holder: string, end: () => void): () => void {
    const streams = this.open.get(holder) ?? new Set<() => void>();
    this.open.set(holder, streams);
    streams.add(end);
    // A Set iterates in insertion order: the first are the oldest.
    for (const oldest of [...streams].slice(0, Math.max(0, streams.size - this.perHolder))) {
      streams.delete(oldest);
      oldest();
    }
    return () => {
      streams.delete(end);
      if (streams.size === 0 && this.open.get(holder) === streams) this.open.delete(holder);
    };
  }

  /**
   * Ends every stream open in this process (on shutdown: an open stream would keep the
   * server from closing; its client reconnects, to another process when there is one).
   */
  endAll(): void {
    for (const streams of this.open.values()) for (const end of [...streams]) end();
  }

  /** How many streams `holder` has open in this process. */
  count(holder: string): number {
    return this.open.get(holder)?.size ?? 0;
  }
}
