import type * as React from 'react';

/**
 * Links go through this type so that ui never imports a router: the app passes its router's
 * Link (which takes `to`); without one a plain anchor with `href` is rendered.
 */
export type LinkComponentProps = {
  href: string;
  className?: string;
  children?: React.ReactNode;
  'aria-label'?: string;
  'aria-current'?: React.AriaAttributes['aria-current'];
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
};

export type LinkComponent = React.ComponentType<LinkComponentProps>;

export function AnchorLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} {...props} />;
}
