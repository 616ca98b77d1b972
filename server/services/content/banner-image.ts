import { bannerImageError, englishOperatorText, isBannerImageType, type BannerImageType } from 'matka-core/console';
import { Refusal } from '../platform/refusal.js';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

// The first bytes each type starts with: a file named .png that is not a PNG is refused.
const SIGNATURES: Record<BannerImageType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * A banner image as the console sends it (a base64 data URL, as the player app's banners are
 * stored), judged by its bytes: one of the banner types, the size the rules allow, and
 * really that type. Answers the data URL to keep (its type in lower case) and what it is.
 */
export function bannerImage(dataUrl: string): { image: string; type: BannerImageType; bytes: number } {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw new Refusal('The banner must be sent as an image (a base64 data: URL).');
  const declared = match[1]!.toLowerCase() === 'image/jpg' ? 'image/jpeg' : match[1]!.toLowerCase();
  const bytes = Buffer.from(match[2]!, 'base64');
  const error = bannerImageError(declared, bytes.length);
  if (error) throw new Refusal(englishOperatorText(error));
  const type = declared as BannerImageType;
  if (!isBannerImageType(type) || !SIGNATURES[type](bytes))
    throw new Refusal(`The file is not a ${type.slice(6).toUpperCase()} image (its contents say otherwise).`);
  return { image: `data:${type};base64,${match[2]!}`, type, bytes: bytes.length };
}
