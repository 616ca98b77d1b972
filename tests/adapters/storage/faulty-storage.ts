/** Web Storage that fails as browsers do: over quota on write, or disabled (private modes, policy). */
export class FaultyStorage implements Storage {
  constructor(
    private readonly inner: Storage,
    private readonly fault: 'quota' | 'disabled',
  ) {}

  private check(writing: boolean): void {
    if (this.fault === 'disabled') throw new DOMException('The operation is insecure.', 'SecurityError');
    if (writing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
  get length(): number {
    this.check(false);
    return this.inner.length;
  }
  key(index: number): string | null {
    this.check(false);
    return this.inner.key(index);
  }
  getItem(key: string): string | null {
    this.check(false);
    return this.inner.getItem(key);
  }
  setItem(key: string, value: string): void {
    this.check(true);
    this.inner.setItem(key, value);
  }
  removeItem(key: string): void {
    this.check(false);
    this.inner.removeItem(key);
  }
  clear(): void {
    this.check(false);
    this.inner.clear();
  }
}

/** A logger that keeps what it was told. */
export function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
}
