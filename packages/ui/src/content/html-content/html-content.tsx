import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { sanitizeHtml } from './sanitize.ts';

export type HtmlContentProps = Omit<React.ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML written by administrators; filtered again here before it is shown. */
  html: string;
};

/** Administrators' HTML (FAQ answers, notice pages, special notifications), filtered and styled. */
export function HtmlContent({ html, className, ...props }: HtmlContentProps) {
  const safe = React.useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      data-slot="html-content"
      className={cn(
        'text-sm leading-6 text-ink [overflow-wrap:anywhere]',
        '[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_b]:font-semibold',
        '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:text-base [&_h2]:font-semibold',
        '[&_h3]:mt-3 [&_h3]:font-semibold [&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-muted',
        className,
      )}
      // Filtered above by an allowlist of elements, attributes and link schemes.
      dangerouslySetInnerHTML={{ __html: safe }}
      {...props}
    />
  );
}
