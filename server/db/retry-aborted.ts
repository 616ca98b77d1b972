/** SQLSTATEs of a transaction PostgreSQL aborted to resolve a conflict: running it again is safe. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

export const MAX_ATTEMPTS = 5;

export function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));
}

/** Runs `attempt` again (up to MAX_ATTEMPTS times, after a short random pause) while it fails retryably. */
export async function retryAborted<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || tries >= MAX_ATTEMPTS) throw error;
      // A random pause, growing with each try, so the two sides of a conflict part ways.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** tries));
    }
  }
}
