import sanitizeHtml from 'sanitize-html';

/**
 * Lawyers' free text (task details, addresses, comments, cancel reasons, ready descriptions) is
 * plain text: the client renders it as text, and notifications and e-mails repeat it. Markup is
 * removed on write so that no later HTML view (an e-mail, an admin page) can run what a user typed;
 * the characters `<`, `>` and `&` of ordinary prose are kept as they were typed.
 */
export function plainText(value: string): string {
  // Repeated until nothing changes: escaped markup ('&lt;script&gt;') decodes into markup that the
  // next round removes, so the result never holds a tag in any spelling.
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = stripOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current.replace(/[<>]/g, '');
}

function stripOnce(value: string): string {
  const stripped = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} });
  return stripped.replace(/&(lt|gt|amp|quot|#39);/g, (entity) => decoded[entity] ?? entity);
}

const decoded: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/** `plainText` for a value that may not be a string yet; validation reports the wrong type later. */
export function plainTextOf(value: unknown): unknown {
  return typeof value === 'string' ? plainText(value) : value;
}

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

/** A copy of a request body with the named free-text fields made plain; anything else untouched. */
export function withPlainText(raw: unknown, fields: readonly string[]): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const body: Record<string, unknown> = { ...raw };
  for (const field of fields) if (field in body) body[field] = plainTextOf(body[field]);
  return body;
}
