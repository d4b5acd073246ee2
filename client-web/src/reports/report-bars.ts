/** A report bar's range and the bounds of its shown value (client/specialist spec, section 5). */
export const BAR_MIN = 0;
export const BAR_MAX = 100;
export const SHOWN_MIN = 1.5;
export const SHOWN_MAX = 98.5;
/** The bar's colour when the score falls in no band. */
export const DEFAULT_BAR_COLOR = '#9e9e9e';

/**
 * Where the bar's marker is drawn, in percent: the value clamped to 1.5–98.5, so the marker never
 * sits outside the track. The server sends it too (shown_value); the clamp holds whatever it says.
 */
export function shownPosition(value: number): number {
  if (!Number.isFinite(value)) return SHOWN_MIN;
  return Math.min(SHOWN_MAX, Math.max(SHOWN_MIN, value));
}

/** A band's colour when it is a `#rrggbb` colour, else the default grey. */
export function barColor(color: string | null | undefined): string {
  return color && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_BAR_COLOR;
}

/** Reports a client has not opened yet. */
export function unreadCount(reports: readonly { viewed: boolean }[]): number {
  return reports.filter((report) => !report.viewed).length;
}
