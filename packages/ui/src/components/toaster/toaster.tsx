import type * as React from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

/**
 * The app renders exactly one Toaster near its root; every part of the app then calls `toast`.
 * Success and error toasts keep their own colours so the meaning does not rest on text alone.
 */
// Sonner's own rich colours fall just under 4.5:1; these reuse the design tokens, which pass.
const richColors = {
  '--success-bg': 'var(--color-success-50)',
  '--success-border': '#bbf7d0',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-50)',
  '--error-border': '#fecaca',
  '--error-text': 'var(--color-danger)',
  '--warning-bg': 'var(--color-warning-50)',
  '--warning-border': '#fde68a',
  '--warning-text': 'var(--color-warning)',
  '--info-bg': 'var(--color-info-50)',
  '--info-border': '#bae6fd',
  '--info-text': 'var(--color-info)',
} as React.CSSProperties;

export type ToasterProps = React.ComponentProps<typeof SonnerToaster> & {
  /** Name of each toast's close button (Sonner's own is English). */
  closeLabel?: string;
  /** Name of the toast region; Sonner would append its English key name ('altKey+T'). */
  regionLabel?: string;
};

export function Toaster({
  position = 'top-center',
  style,
  closeLabel = 'Mesajı kapat',
  regionLabel = 'Mesajlar (Alt+T)',
  toastOptions,
  ...props
}: ToasterProps) {
  return (
    <SonnerToaster
      style={{ ...richColors, ...style }}
      position={position}
      richColors
      closeButton
      dir="ltr"
      customAriaLabel={regionLabel}
      toastOptions={{
        ...toastOptions,
        classNames: { toast: 'font-sans', ...toastOptions?.classNames },
        closeButtonAriaLabel: closeLabel,
      }}
      {...props}
    />
  );
}

export { toast };
