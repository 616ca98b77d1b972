import { failureForLog } from './query-failure.js';

/** A NOTIFY channel: a plain lower-case name, safe to write into LISTEN unquoted. */
export function checkChannel(channel: string): string {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel.slice(0, 70)}`);
  return channel;
}

/** Calls a listener without letting its error reach the database client that delivered the message. */
export function deliver(onMessage: (payload: string) => void, payload: string, channel: string): void {
  try {
    onMessage(payload);
  } catch (error) {
    console.error(`[db] a listener of ${channel} failed:`, failureForLog(error));
  }
}
