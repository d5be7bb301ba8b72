/** Timings and small limits the spec fixes (section 9), so the app does not scatter magic numbers. */
/** Task creation waits animasyon_saniye seconds before redirecting; 1 when the constant is missing. */
export const DEFAULT_ANIMATION_SECONDS = 1;
/** Samsun (plate code 55) preselected in the invoice form. */
export const DEFAULT_INVOICE_CITY_ID = 55;
/** Ticket animation modal: a loader of about 3 s shown twice, then a warning toast for 15 s. */
export const TICKET_LOADER_MS = 3000;
export const TICKET_LOADER_REPEATS = 2;
export const TICKET_WARNING_MS = 15_000;
