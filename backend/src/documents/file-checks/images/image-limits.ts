/**
 * The largest image accepted: a 600 dpi A4 scan (about 5,000 × 7,000) and a 48-megapixel phone
 * photo fit; a small file declaring a huge canvas (a decompression bomb for the viewer) does not.
 */
export const IMAGE_LIMITS = { maxSide: 20_000, maxPixels: 50_000_000 } as const;

export function withinImageLimits(width: number, height: number): boolean {
  return (
    width <= IMAGE_LIMITS.maxSide &&
    height <= IMAGE_LIMITS.maxSide &&
    width * height <= IMAGE_LIMITS.maxPixels
  );
}
