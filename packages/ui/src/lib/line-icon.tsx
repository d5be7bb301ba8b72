import type * as React from 'react';

/**
 * A lucide icon drawn inline (24 × 24, round 2px strokes, hidden from screen readers), for the
 * parts every first paint carries, which should not pull in the icon library.
 */
export function LineIcon({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <svg
      aria-hidden
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
