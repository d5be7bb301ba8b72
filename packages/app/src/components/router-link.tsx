import type { LinkComponentProps } from '@meslektas/ui';
import { Link } from '../lib/router.tsx';

/** ui's links are plain anchors unless told otherwise; this one changes the page without a reload. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}
