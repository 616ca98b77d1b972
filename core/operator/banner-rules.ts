import { operatorText, type OperatorText } from './operator-messages.js';

// A home banner's rules, the same in the console (before it sends) and on the server (which decides).

/** The image types a banner may be: what every browser shows, and none that can carry script (no SVG). */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type BannerImageType = (typeof BANNER_IMAGE_TYPES)[number];
/** A banner's largest image: the player's home loads every banner with its first answer. */
export const BANNER_MAX_BYTES = 1024 * 1024;
export const MAX_BANNER_LINK_LENGTH = 500;

export const isBannerImageType = (type: string): type is BannerImageType =>
  (BANNER_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * "340 KB", "1 MB", "2.4 MB": a size as an operator reads it, rounded up, so a file a byte
 * over the limit never reads as the limit itself.
 */
export function sizeInWords(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes < MB) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${(Math.ceil((bytes * 10) / MB) / 10).toFixed(1)} MB`;
}

/** What is wrong with an image of this type and size as a banner, or undefined. */
export function bannerImageError(type: string, bytes: number): OperatorText | undefined {
  if (!isBannerImageType(type.toLowerCase())) return operatorText('bannerType');
  if (bytes <= 0) return operatorText('bannerEmpty');
  if (bytes > BANNER_MAX_BYTES)
    return operatorText('bannerTooLarge', { size: sizeInWords(bytes), max: sizeInWords(BANNER_MAX_BYTES) });
  return undefined;
}

/** A banner's link: none, or a web address (the player app follows no other kind). */
export function bannerLinkError(link: string): OperatorText | undefined {
  const trimmed = link.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > MAX_BANNER_LINK_LENGTH)
    return operatorText('bannerLinkTooLong', { max: MAX_BANNER_LINK_LENGTH });
  return /^https?:\/\/[^\s/?#]+\S*$/i.test(trimmed) ? undefined : operatorText('bannerLinkRule');
}
