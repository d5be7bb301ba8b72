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
