import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/link.tsx';
import { isActiveHref, type NavItem } from '../nav/nav-item.ts';

export type NavListProps = {
  title?: string;
  items: readonly NavItem[];
  currentPath?: string;
  className?: string;
};

/** A titled group of links; the current page is marked with aria-current. */
export function NavList({ title, items, currentPath, className }: NavListProps) {
  return (
    <div data-slot="nav-list" className={cn('flex flex-col gap-1', className)}>
      {title ? <h2 className="px-3 pb-1 text-xs font-semibold uppercase text-muted">{title}</h2> : null}
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const active = isActiveHref(item.href, currentPath, item.exact);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-[var(--radius-control)] px-3 py-2 text-sm text-ink hover:bg-brand-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted',
                  active && 'bg-brand-50 font-semibold text-brand-700 [&_svg]:text-brand-700',
                )}
              >
                {item.icon}
                <span className="min-w-0 flex-1 truncate">{item.label}</span>
                {item.badge ? (
                  <span className="rounded-full bg-danger px-2 text-xs font-bold leading-5 text-white">
                    {item.badge > 99 ? '99+' : item.badge}
                    {item.badgeLabel ? <span className="sr-only"> {item.badgeLabel}</span> : null}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
