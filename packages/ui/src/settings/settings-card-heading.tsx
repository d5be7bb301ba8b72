import type * as React from 'react';

export type SettingsCardHeadingProps = {
  icon: React.ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  /** The ids are `${id}-title` and `${id}-text`, for the card's aria-labelledby and aria-describedby. */
  id: string;
  title: React.ReactNode;
  text: React.ReactNode;
  /** Shown at the heading's end (a spinner while saving). */
  children?: React.ReactNode;
};

/** A settings card's head: its icon, title and what it does. */
export function SettingsCardHeading({ icon: Icon, id, title, text, children }: SettingsCardHeadingProps) {
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id={`${id}-title`} className="text-base font-semibold">
          {title}
        </p>
        <p id={`${id}-text`} className="text-sm text-muted">
          {text}
        </p>
      </div>
      {children}
    </div>
  );
}
