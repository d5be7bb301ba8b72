/** Product name used in page titles and e-mails. */
export const PRODUCT_NAME = 'Meslektaş';

/** Version reported by the health endpoint. */
export const API_VERSION = '0.1.0';
