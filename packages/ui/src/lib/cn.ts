import { type ClassValue, clsx } from 'clsx';

/**
 * Merges class names, letting later Tailwind utilities win over earlier ones: `cn('px-4', 'px-2')`
 * is `px-2`, `cn('p-4', 'px-2')` keeps both, `cn('px-2', 'p-4')` is `p-4`.
 *
 * It resolves the same conflicts as tailwind-merge for the utilities our components use, in a
 * fraction of its size (every screen loads it). cn.test.ts compares the two on every pair of
 * classes written in ui and app, so a utility it does not know yet fails there, not on a screen.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** A class's group and the groups it overrides when it comes later; `null`: it conflicts with nothing. */
type Group = readonly [id: string, overrides?: readonly string[]];

const sides = (prefix: string, keys: string) => keys.split(' ').map((k) => `${prefix}${k}`);
const colour = /^(?:inherit|current|transparent|black|white|[a-z]+(?:-[a-z]+)*(?:-\d{2,3})?)(?:\/\d+)?$/;
const length = /^\[(?:\d|calc|min|max|clamp|env|var\(--spacing)/;
const fontSize = /^(?:xs|sm|base|lg|\d?xl)$/;
const weights = /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const displays =
  /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden|flow-root|list-item|table|table-caption|table-cell|table-column|table-column-group|table-footer-group|table-header-group|table-row-group|table-row|inline-table)$/;

/** Utilities that take one of several sides: the plain one overrides every side. */
const overrides: Record<string, readonly string[]> = {
  p: sides('p', 'x y s e t r b l'),
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: sides('m', 'x y s e t r b l'),
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  size: ['w', 'h'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
};

/** A length on the spacing scale, a fraction, a keyword size or an arbitrary value. */
const sized =
  /^(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|[sld]v[hw]|min|max|fit|none|prose|\d?xs|sm|md|lg|\d?xl|screen-\w+|\[.+\]|\(.+\))$/;
const sizedKeys =
  /^(p[xyserbtl]?|m[xyserbtl]?|inset(?:-[xy])?|gap(?:-[xy])?|top|right|bottom|left|start|end|size|w|h|min-w|min-h|max-w|max-h|space-[xy]|z|opacity|leading|grid-cols|col-span|line-clamp|translate-[xy]|rotate|underline-offset|basis|shrink|grow)-(.+)$/;
/** Utilities whose values are words. */
const worded: Record<string, RegExp> = {
  items: /^(?:start|end|center|baseline|stretch)$/,
  justify: /^(?:start|end|center|between|around|evenly|stretch|normal)$/,
  self: /^(?:auto|start|end|center|stretch|baseline)$/,
  'place-items': /^(?:start|end|center|stretch|baseline)$/,
  cursor: /^(?:auto|default|pointer|wait|text|move|help|not-allowed|none|grab|grabbing|\[.+\])$/,
  whitespace: /^(?:normal|nowrap|pre|pre-line|pre-wrap|break-spaces)$/,
  overflow: /^(?:auto|hidden|clip|visible|scroll)$/,
  'overflow-x': /^(?:auto|hidden|clip|visible|scroll)$/,
  'overflow-y': /^(?:auto|hidden|clip|visible|scroll)$/,
  object: /^(?:contain|cover|fill|none|scale-down)$/,
  'pointer-events': /^(?:auto|none)$/,
  select: /^(?:none|text|all|auto)$/,
  appearance: /^(?:none|auto)$/,
  caption: /^(?:top|bottom)$/,
  align: /^(?:baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/,
  list: /^(?:disc|decimal|none|\[.+\])$/,
  animate: /^(?:spin|ping|pulse|bounce|none|\[.+\])$/,
  aspect: /^(?:auto|square|video|\d+\/\d+|\[.+\])$/,
  order: /^(?:first|last|none|\d+|\[.+\])$/,
  resize: /^(?:none|x|y)$/,
};

/** Which group a utility (without its variants) belongs to. */
function groupOf(base: string): Group | null {
  if (base.startsWith('[') && base.endsWith(']')) {
    const property = /^\[([a-z-]+):/.exec(base)?.[1];
    return property ? [`[${property}]`] : null;
  }
  if (displays.test(base)) return ['display'];
  if (base === 'sr-only' || base === 'not-sr-only') return ['sr'];
  if (/^(?:static|fixed|absolute|relative|sticky)$/.test(base)) return ['position'];
  if (base === 'underline' || base === 'overline' || base === 'line-through' || base === 'no-underline')
    return ['text-decoration'];
  if (base === 'tabular-nums' || base === 'proportional-nums') return ['fvn-spacing'];
  if (/^break-(?:normal|words|all|keep)$/.test(base)) return ['break'];
  if (/^flex-(?:row|col)(?:-reverse)?$/.test(base)) return ['flex-direction'];
  if (/^flex-(?:wrap|nowrap|wrap-reverse)$/.test(base)) return ['flex-wrap'];
  if (/^flex-/.test(base)) return ['flex', overrides.flex];
  if (/^list-(?:inside|outside)$/.test(base)) return ['list-position'];
  if (base === 'truncate') return ['text-overflow'];
  if (base === 'transition' || base.startsWith('transition-')) return ['transition'];
  if (base === 'backdrop-blur' || base.startsWith('backdrop-blur-')) return ['backdrop-blur'];
  if (base === 'divide-x' || base.startsWith('divide-x-')) return ['divide-x'];
  if (base === 'divide-y' || base.startsWith('divide-y-')) return ['divide-y'];
  if (base.startsWith('divide-')) return ['divide-color'];
  if (base === 'ring' || /^ring-\d+$/.test(base)) return ['ring-w'];
  if (base.startsWith('ring-')) return ['ring-color'];
  // An arbitrary shadow is a shadow only when it looks like one (`[0_1px_2px_…]`); `[var(…)]` is a colour.
  if (base === 'shadow' || /^shadow-(?:\d?xs|sm|md|lg|\d?xl|none|inner|\[(?:inset_)?-?\d)/.test(base))
    return ['shadow'];
  if (base.startsWith('shadow-')) return ['shadow-color'];
  if (base === 'outline' || /^outline-\d+$/.test(base)) return ['outline-w'];
  if (/^outline-(?:none|hidden|solid|dashed|dotted|double)$/.test(base)) return ['outline-style'];
  if (base.startsWith('outline-')) return ['outline-color'];
  if (base === 'rounded' || base.startsWith('rounded-')) {
    const corner = /^rounded-([setrbl]{1,2})(?:-|$)/.exec(base)?.[1];
    return corner
      ? [`rounded-${corner}`]
      : ['rounded', sides('rounded-', 's e t r b l ss se ee es tl tr br bl')];
  }
  const border = /^border(?:-([xysetrbl]))?(?:-(.+))?$/.exec(base);
  if (border) {
    const [, side, value] = border;
    if (value && /^(?:solid|dashed|dotted|double|hidden|none)$/.test(value) && !side) return ['border-style'];
    const isWidth = value === undefined || /^\d+$/.test(value) || /^\[\d/.test(value);
    const kind = isWidth ? 'border-w' : 'border-color';
    if (side) return [`${kind}-${side}`];
    return [kind, sides(`${kind}-`, 'x y s e t r b l')];
  }
  const text = /^text-(.+)$/.exec(base)?.[1];
  if (text !== undefined) {
    if (/^(?:left|center|right|justify|start|end)$/.test(text)) return ['text-align'];
    if (fontSize.test(text) || length.test(text)) return ['font-size', ['leading']];
    return colour.test(text) || text.startsWith('[') ? ['text-color'] : null;
  }
  const font = /^font-(.+)$/.exec(base)?.[1];
  if (font !== undefined) return [weights.test(font) ? 'font-weight' : 'font-family'];
  const background = /^bg-(.+)$/.exec(base)?.[1];
  if (background !== undefined) return colour.test(background) ? ['bg-color'] : null;
  const paint = /^(fill|stroke)-(.+)$/.exec(base);
  if (paint) return [paint[1] === 'stroke' && /^\d/.test(paint[2]!) ? 'stroke-w' : paint[1]!];
  const keyed = sizedKeys.exec(base.replace(/^-/, ''));
  if (keyed && sized.test(keyed[2]!)) return [keyed[1]!, overrides[keyed[1]!]];
  for (const [key, values] of Object.entries(worded)) {
    if (base.startsWith(`${key}-`) && values.test(base.slice(key.length + 1))) return [key, overrides[key]];
  }
  return null;
}

/** Variants in a canonical order (`hover:focus:` and `focus:hover:` are the same), arbitrary ones kept in place. */
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith('[')) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  out.push(...run.sort());
  return out.join(':');
}

/** Splits `md:hover:!px-2` into its variants and the utility, outside brackets only. */
function parse(token: string): { variants: string[]; base: string; important: boolean } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i += 1) {
    const ch = token[i];
    if (ch === '[' || ch === '(') depth += 1;
    else if (ch === ']' || ch === ')') depth -= 1;
    else if (ch === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let base = token.slice(start);
  let important = false;
  if (base.startsWith('!')) {
    important = true;
    base = base.slice(1);
  } else if (base.endsWith('!')) {
    important = true;
    base = base.slice(0, -1);
  }
  return { variants: parts, base, important };
}

/** Lists already merged: components render the same few lists over and over. */
const merged = new Map<string, string>();
const CACHE_SIZE = 1000;

/** Keeps, for each variant and group, only the last utility; unknown classes are all kept. */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const result = mergeUncached(classList);
  // A whole new set once full: simpler than least-recently-used, and a screen's lists fit in it.
  if (merged.size >= CACHE_SIZE) merged.clear();
  merged.set(classList, result);
  return result;
}

function mergeUncached(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i]!;
    const { variants, base, important } = parse(token);
    const group = groupOf(base);
    if (!group) {
      kept.push(token);
      continue;
    }
    const scope = `${variantKey(variants)}${important ? '!' : ''}:`;
    if (taken.has(scope + group[0])) continue;
    taken.add(scope + group[0]);
    for (const other of group[1] ?? []) taken.add(scope + other);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
