import { matchRoute } from '@meslektas/domain';
import { pages } from '../routes/pages.tsx';

/**
 * Whether a link of ours leads to a screen: its route has a page in `pages`. The shell hides every
 * entry that answers false, so adding a screen to `pages` is all it takes for its links to appear.
 * Links to other sites are not ours to judge.
 */
export function hasScreen(href: string): boolean {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) return true;
  const name = matchRoute(href);
  return name !== 'not-found' && Object.hasOwn(pages, name);
}
