import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type AuthLayoutProps = React.ComponentProps<'main'>;

/** The screens outside the main layout (login): one column centred on the page, as the page's main. */
export function AuthLayout({ className, ...props }: AuthLayoutProps) {
  return (
    <main
      data-slot="auth-layout"
      className={cn('flex min-h-screen items-center justify-center p-4', className)}
      {...props}
    />
  );
}
