import sanitizeHtml from 'sanitize-html';

/** Lawyers' free text is plain text; the one rule lives in domain, shared with the app. */
export { plainText } from '@meslektas/domain';

/**
 * The content the client shows as HTML (FAQ answers, notice pages, the partnership text) is written
 * by administrators, but is still filtered on the way out: formatting and links stay, scripts,
 * event handlers and `javascript:` links go.
 */
export function safeHtml(value: string): string {
  return sanitizeHtml(value, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });
}

/** Text put inside HTML that is written by hand (a confirmation's lines, an e-mail's task names). */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
