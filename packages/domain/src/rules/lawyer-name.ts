import { DELETED_USER_NAME } from './kvkk.ts';

/** 'Av.' or 'Avukat' at the start of a name, however written, and the spaces after it. */
const leadingTitle = /^(?:av\.\s*|avukat\s+)/i;

/**
 * A person's name as stored and as a form takes it (a bank account holder, an authority document,
 * a card): no professional title, single spaces. A title typed or stored in front is left out.
 */
export function nameWithoutTitle(name: string): string {
  let rest = name.replace(/\s+/g, ' ').trim();
  while (leadingTitle.test(rest)) rest = rest.replace(leadingTitle, '').trim();
  return rest;
}

/**
 * How a lawyer's name is shown to lawyers, everywhere (lists, detail, profile, applicants,
 * disputes, notifications, the header): 'Av. ' and the name, whether or not the stored name
 * carried the title. The one way a lawyer's display name is produced. A deleted account's
 * placeholder is nobody's name and carries no title.
 */
export function lawyerDisplayName(name: string): string {
  let shown = displayNames.get(name);
  if (shown === undefined) {
    if (displayNames.size >= DISPLAY_NAMES_LIMIT) displayNames.clear();
    shown = name === DELETED_USER_NAME ? name : titled(nameWithoutTitle(name));
    displayNames.set(name, shown);
  }
  return shown;
}

const titled = (bare: string) => (bare ? `Av. ${bare}` : '');

/**
 * Display names by stored name: a list shows the same few names on many rows, and a pure function
 * of its key is never stale. Past the bound it starts over.
 */
const displayNames = new Map<string, string>();
const DISPLAY_NAMES_LIMIT = 4096;
