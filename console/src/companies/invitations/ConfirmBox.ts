/** Every confirmation dialog of the company screens is at most 500 px wide (section 9). */
export const CONFIRM_500 = { '& .MuiDialog-paper': { width: '100%', maxWidth: 500 } } as const;
