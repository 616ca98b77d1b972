/** Where storage failures go: they are logged and swallowed, never shown or thrown. */
export interface StorageLogger {
  warn(message: string, error?: unknown): void;
}

export const consoleLogger: StorageLogger = {
  warn: (message, error) => console.warn(`[matka-core storage] ${message}`, error ?? ''),
};
