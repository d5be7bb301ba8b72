/**
 * Lawyers' free text (task details, addresses, comments, cancel reasons, ready descriptions) is
 * plain text. The server stores it through this function, and the create summary shows the owner
 * the same result before he confirms, so what he confirms is what is saved. Markup is removed;
 * the characters `<`, `>` and `&` of ordinary prose ("Harç < 500 TL") are kept as typed.
 */

/** Elements whose content is not text either: removed with everything inside them. */
const hiddenElements =
  /<(script|style|textarea|option|noscript|iframe|object|template|title|xmp)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const comments = /<!--[\s\S]*?(-->|$)/g;
/** A start or end tag, a doctype or a processing instruction: `<` directly followed by a name. */
const tags = /<\/?[A-Za-z][^<>]*(>|$)|<![^<>]*(>|$)|<\?[^<>]*(>|$)/g;

const entities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

function stripOnce(value: string): string {
  const stripped = value.replace(comments, '').replace(hiddenElements, '').replace(tags, '');
  return stripped.replace(/&(lt|gt|amp|quot|#39|#x27|nbsp);/gi, (e) => entities[e.toLowerCase()] ?? e);
}

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
