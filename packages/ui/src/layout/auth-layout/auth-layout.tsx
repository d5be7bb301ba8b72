import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { BrandMark } from '../brand-mark/brand-mark.tsx';

export type AuthLayoutProps = React.ComponentProps<'main'> & {
  productName?: string;
  /** Under the page's card: the ways out of it (support, sign out, back to the login). */
  footer?: React.ReactNode;
};

/**
 * The screens outside the main layout (login, sign-up, account states, a public notice page): the
 * product's mark and name over one column centred on the page, as the page's main.
 */
export function AuthLayout({ productName, footer, className, children, ...props }: AuthLayoutProps) {
  return (
    <main
      data-slot="auth-layout"
      className={cn('flex min-h-screen flex-col items-center justify-center gap-6 p-4', className)}
      {...props}
    >
      <BrandMark productName={productName} />
      {children}
      {footer ? (
        <div data-slot="auth-layout-footer" className="w-full max-w-lg text-center text-sm">
          {footer}
        </div>
      ) : null}
    </main>
  );
}
