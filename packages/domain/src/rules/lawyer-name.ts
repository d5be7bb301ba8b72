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
  if (name === DELETED_USER_NAME) return name;
  const bare = nameWithoutTitle(name);
  return bare ? `Av. ${bare}` : '';
}
