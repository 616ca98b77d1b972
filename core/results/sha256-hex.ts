/**
 * The parts of Web Crypto and TextEncoder this needs: globals in every browser and in Node 20,
 * but not in the ES2023 library core compiles against (no DOM, no Node types).
 */
interface WebGlobals {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}

/** SHA-256 of a text's UTF-8, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const web = globalThis as unknown as WebGlobals;
  const digest = await web.crypto.subtle.digest('SHA-256', new web.TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
