/**
 * Keeps one AES-GCM key in IndexedDB. The key is generated non-extractable, so script on
 * the page can use it but never read its bytes; IndexedDB stores the CryptoKey object itself.
 */
export class IndexedDbKeyVault {
  constructor(
    private readonly indexedDB: IDBFactory = globalThis.indexedDB,
    private readonly databaseName = 'matka-core',
    private readonly storeName = 'keys',
    private readonly keyName = 'secure-storage',
  ) {}

  /** The stored key, or a new one stored for next time. */
  async key(subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<CryptoKey> {
    const db = await this.open();
    try {
      const existing = await request<CryptoKey | undefined>(
        db.transaction(this.storeName).objectStore(this.storeName).get(this.keyName),
      );
      if (existing) return existing;
      const fresh = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      const tx = db.transaction(this.storeName, 'readwrite');
      tx.objectStore(this.storeName).put(fresh, this.keyName);
      await completion(tx);
      return fresh;
    } finally {
      db.close();
    }
  }

  private open(): Promise<IDBDatabase> {
    const opening = this.indexedDB.open(this.databaseName, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(this.storeName);
    return request(opening);
  }
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function completion(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}
