import sharp from 'sharp';
import { KeyedRefusal } from '../platform/refusal.js';

/** The longest side a stored payment screenshot keeps: a phone's UTR line stays readable. */
export const SCREENSHOT_MAX_SIDE = 2000;
/** The most bytes a stored screenshot takes (the player may send up to 3 MB). */
export const SCREENSHOT_MAX_BYTES = 300_000;
// Beyond this many pixels an upload is refused before it is decoded (a small file can unpack
// into gigabytes: a decompression bomb). A 4K phone screen is 8.3 million.
const MAX_INPUT_PIXELS = 25_000_000;
// Qualities tried in turn on the scaled image until one fits SCREENSHOT_MAX_BYTES; then the
// smaller sides, the last kept whatever its size.
const QUALITIES = [80, 60] as const;
const SMALLER = [
  { side: 1400, quality: 55 },
  { side: 1000, quality: 45 },
  { side: 700, quality: 30 },
] as const;
// One image at a time per process: sharp works on Node's small thread pool, which password
// hashing shares, and a flood of uploads must queue rather than stall sign-ins.
const ENCODERS = 1;
sharp.concurrency(1);

const WEBP = 'image/webp' as const;
const DATA_URL = /^data:image\/[a-z]+;base64,([A-Za-z0-9+/]+={0,2})$/;

export interface StoredScreenshot {
  type: 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
}

let encoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the ENCODERS is free, in the order asked. */
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= ENCODERS) await new Promise<void>((resolve) => waiting.push(resolve));
  encoding++;
  try {
    return await work();
  } finally {
    encoding--;
    waiting.shift()?.();
  }
}

/**
 * A deposit's payment screenshot as it is stored: decoded (whatever the data URL claims, the
 * bytes must be an image), turned upright by its EXIF orientation, scaled to at most
 * SCREENSHOT_MAX_SIDE, and re-encoded as WebP within SCREENSHOT_MAX_BYTES. Metadata (EXIF,
 * location) is dropped. An unreadable or oversized image is refused in the player's language.
 */
export async function storedScreenshot(dataUrl: string): Promise<StoredScreenshot> {
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (!base64) throw new KeyedRefusal('selectValidImage');
  const input = Buffer.from(base64, 'base64');
  try {
    return await oneAtATime(async () => {
      // Decoded, turned and scaled once; the qualities are tried on the scaled pixels.
      const { data: pixels, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: SCREENSHOT_MAX_SIDE, height: SCREENSHOT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      let last: Omit<StoredScreenshot, 'type'> = { bytes: Buffer.alloc(0), width: info.width, height: info.height };
      for (const quality of QUALITIES) {
        last = { ...last, bytes: await sharp(pixels, raw).webp({ quality }).toBuffer() };
        if (last.bytes.length <= SCREENSHOT_MAX_BYTES) return { type: WEBP, ...last };
      }
      for (const { side, quality } of SMALLER) {
        const { data, info: out } = await sharp(pixels, raw)
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality })
          .toBuffer({ resolveWithObject: true });
        last = { bytes: data, width: out.width, height: out.height };
        if (data.length <= SCREENSHOT_MAX_BYTES) break;
      }
      return { type: WEBP, ...last };
    });
  } catch {
    // sharp says why (not an image, cut off, too many pixels); the player needs only that it is not one.
    throw new KeyedRefusal('selectValidImage');
  }
}
