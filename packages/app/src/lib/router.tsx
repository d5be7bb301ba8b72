import { useEffect, type ComponentProps } from 'react';
import { useHref, useLinkClickHandler, useLocation, useNavigationType } from 'react-router-dom';

/**
 * The app's one door to React Router: screens import links, redirects and params from here, so
 * the routing library can change in one file. Paths, titles and guards come from domain's route
 * table; React Router follows the URL and renders the matching route.
 */
export { BrowserRouter, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

/**
 * An anchor that changes the page without a reload; modified and middle clicks keep the browser's
 * behaviour. Built on React Router's click handler rather than its Link, whose prefetching and
 * view-transition code sits in the first screen's bundle although the app uses neither.
 */
export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

/**
 * A new page starts at its top, as after a full load; back and forward keep the browser's own
 * scroll position. (React Router's ScrollRestoration needs a data router, which the app does not use.)
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
