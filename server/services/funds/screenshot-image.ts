import sharp from 'sharp';
import { KeyedRefusal } from '../platform/refusal.js';

/** The longest side a stored payment screenshot keeps: a phone's UTR line stays readable. */
export const SCREENSHOT_MAX_SIDE = 2000;
/** The most bytes a stored screenshot takes (the player may send up to 3 MB). */
export const SCREENSHOT_MAX_BYTES = 300_000;
// Beyond this many pixels an upload is refused before it is decoded (a small file can unpack
// into gigabytes: a decompression bomb). A 4K phone screen is 8.3 million.
const MAX_INPUT_PIXELS = 40_000_000;
// Tried in turn until one fits SCREENSHOT_MAX_BYTES; the last is kept whatever its size.
const ATTEMPTS = [
  { side: SCREENSHOT_MAX_SIDE, quality: 80 },
  { side: SCREENSHOT_MAX_SIDE, quality: 60 },
  { side: 1400, quality: 55 },
  { side: 1000, quality: 45 },
  { side: 700, quality: 30 },
] as const;

const DATA_URL = /^data:image\/[a-z]+;base64,([A-Za-z0-9+/]+={0,2})$/;

export interface StoredScreenshot {
  type: 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
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
    let last: sharp.OutputInfo & { data: Buffer } = undefined!;
    for (const { side, quality } of ATTEMPTS) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      last = { ...info, data };
      if (data.length <= SCREENSHOT_MAX_BYTES) break;
    }
    return { type: 'image/webp', bytes: last.data, width: last.width, height: last.height };
  } catch {
    // sharp says why (not an image, cut off, too many pixels); the player needs only that it is not one.
    throw new KeyedRefusal('selectValidImage');
  }
}
