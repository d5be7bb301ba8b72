import * as React from 'react';

/**
 * Links go through this type so that ui never imports a router: the app provides its router's
 * link (which takes `to`) once, with `LinkProvider`; without one a plain anchor with `href` is rendered.
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

function AnchorLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} {...props} />;
}

const LinkContext = React.createContext<LinkComponent>(AnchorLink);

/** Gives every ui link below it the app's router link: set once at the app's root, and in stories. */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children?: React.ReactNode;
}) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** An address with a scheme (https:, tel:, mailto:) or another host leaves the app: the router has no say. */
const leavesApp = (href: string) => /^[a-z][a-z\d+.-]*:|^\/\//i.test(href);

/** A link of ui: to a screen through the provided router link, to another site as a plain anchor. */
export function Link(props: LinkComponentProps) {
  const Provided = React.useContext(LinkContext);
  const Component = leavesApp(props.href) ? AnchorLink : Provided;
  return <Component {...props} />;
}
