/** Product name used in page titles and e-mails. */
export const PRODUCT_NAME = 'Meslektaş';

/**
 * Where someone without a working account writes for help (a passive, banned or unverified account
 * cannot open a support ticket, which needs an approved one).
 */
export const SUPPORT_EMAIL = 'destek@meslektas.com.tr';

/** Version reported by the health endpoint. */
export const API_VERSION = '0.1.0';

/** What the app keeps in the browser's localStorage, by key; the e2e journeys set the same keys. */
export const storageKeys = {
  /** The login token, kept across reloads. */
  token: 'meslektas.token',
  /** The home pop-up's showings (domain's WebPopupState as JSON). */
  webPopup: 'meslektas.webpopup',
} as const;
