// Notifications last 5000 ms (client/specialist specification, section 8).
export const TOAST_DURATION_MS = 5000;
