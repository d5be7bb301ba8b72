/**
 * The client's own filter for HTML written by administrators (FAQ answers, notice pages, special
 * notifications). The server filters it already; this second pass keeps a compromised or older
 * server from running anything in the lawyer's session. The markup is parsed into an inert
 * document (nothing runs and nothing loads there) and rebuilt from an allowlist.
 */

/** Dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'title',
  'head',
]);

/** Kept with the attributes listed; any other element is replaced by its children. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  blockquote: [],
  code: [],
  pre: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: [],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: [],
  td: [],
  caption: [],
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
};

/** http(s), mailto and tel links, and links inside the site; never javascript: or data:. */
function safeUrl(value: string, forImage: boolean): boolean {
  const url = value.trim();
  if (/^(\/(?!\/)|#|\?)/.test(url)) return true;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return !/[:\s]/.test(url.split(/[/?#]/)[0] ?? '');
  return forImage
    ? scheme === 'https' || scheme === 'http'
    : ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

function clean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    const allowed = ALLOWED[tag];
    if (!allowed) {
      clean(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const name of allowed) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if ((name === 'href' || name === 'src') && !safeUrl(value, name === 'src')) continue;
      if (name === 'target' && value !== '_blank') continue;
      copy.setAttribute(name, value);
    }
    if (copy.getAttribute('target') === '_blank') copy.setAttribute('rel', 'noopener noreferrer');
    clean(element, copy, doc);
    target.appendChild(copy);
  }
}

/** The markup with only the allowed elements, attributes and link schemes left. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  clean(parsed.body, root, out);
  return root.innerHTML;
}
