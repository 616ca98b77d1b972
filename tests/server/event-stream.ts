// A Server-Sent Events reader over fetch, as a browser's EventSource reads the stream.

export interface ServerEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  /** The next event (comments such as heartbeats are skipped), or a timeout error. */
  next(timeoutMs?: number): Promise<ServerEvent>;
  /** Resolves once the stream has sent its `: listening` comment (it hears events from then on), or a timeout error. */
  listening(timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function openEvents(url: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parse = (block: string): ServerEvent | undefined => {
    const lines = block.split('\n').filter((line) => !line.startsWith(':'));
    if (lines.length === 0) return undefined;
    const field = (name: string) =>
      lines
        .filter((line) => line.startsWith(`${name}:`))
        .map((line) => line.slice(name.length + 1).trimStart())
        .join('\n');
    return { event: field('event') || 'message', data: field('data') };
  };
  const readMore = async (deadline: number) => {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error('no event in time');
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
    ]);
    if (chunk.done) throw new Error('the stream ended');
    buffer += decoder.decode(chunk.value, { stream: true });
  };
  return {
    status: response.status,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parse(block);
          if (event) return event;
          continue;
        }
        await readMore(deadline);
      }
    },
    async listening(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      const comment = ': listening\n\n';
      while (!buffer.includes(comment)) await readMore(deadline);
      const at = buffer.indexOf(comment);
      buffer = buffer.slice(0, at) + buffer.slice(at + comment.length);
    },
    close: () => controller.abort(),
  };
}
