import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Label } from '../../components/field/field.tsx';
import { cn } from '../../lib/cn.ts';

/** What the lawyer's choice forms take beside their lists. */
export type ChoiceFormOptions = {
  /** While the save runs: the button shows the please-wait label and sending again does nothing. */
  busy?: boolean;
  /** Leaves the heading out where the page already titles the form (it stays the form's name). */
  hideTitle?: boolean;
};

export type ChoiceFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'title'> &
  ChoiceFormOptions & {
    /** The heading, and the form's accessible name. */
    title: string;
    /** The full-width button at the end ('Kaydet'). */
    saveLabel: string;
    /** Turns the button off (nothing to save yet). */
    saveDisabled?: boolean;
    /** The form was sent (Enter or its button) and no save runs; the browser's own check is off. */
    onSubmit: () => void;
  };

/**
 * The card the lawyer's choices of where and what he takes tasks are made in: its heading, then
 * whatever the form asks, checked by the form itself rather than by the browser, then its button.
 */
export function ChoiceForm({
  title,
  hideTitle = false,
  saveLabel,
  saveDisabled = false,
  busy = false,
  onSubmit,
  className,
  children,
  ...props
}: ChoiceFormProps) {
  const titleId = `${React.useId()}-title`;
  return (
    <form
      {...(hideTitle ? { 'aria-label': title } : { 'aria-labelledby': titleId })}
      noValidate
      className={cn(
        'w-full max-w-2xl space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6',
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
      {...props}
    >
      {hideTitle ? null : (
        <h2 id={titleId} className="text-xl font-semibold text-brand-700">
          {title}
        </h2>
      )}
      {children}
      <Button type="submit" block busy={busy} disabled={saveDisabled}>
        {saveLabel}
      </Button>
    </form>
  );
}

type CheckboxGridItem = { id: number; name: string };

export type CheckboxGridProps = {
  items: readonly CheckboxGridItem[];
  /** The boxes' form name ('adliye_id', 'category_id'). */
  name: string;
  /** Ids of the ticked items. */
  selected: readonly number[];
  /** The ticked ids after a box changed, each once. */
  onSelectedChange: (selected: number[]) => void;
  /** Marks every box invalid (a field error names the whole list). */
  invalid?: boolean;
  /** Each item's data-slot. */
  itemSlot?: string;
};

/** A list to tick from, two columns from the tablet on: a box and its name on each line. */
export function CheckboxGrid({
  items,
  name,
  selected,
  onSelectedChange,
  invalid = false,
  itemSlot = 'checkbox-grid-item',
}: CheckboxGridProps) {
  const id = React.useId();
  const ticked = new Set(selected);
  return (
    <ul data-slot="checkbox-grid" className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => {
        const boxId = `${id}-${item.id}`;
        return (
          <li
            key={item.id}
            data-slot={itemSlot}
            className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] border border-line px-3 py-2"
          >
            <Checkbox
              id={boxId}
              name={name}
              value={item.id}
              checked={ticked.has(item.id)}
              aria-invalid={invalid || undefined}
              onCheckedChange={(state) =>
                onSelectedChange(
                  state === true
                    ? [...new Set([...selected, item.id])]
                    : selected.filter((x) => x !== item.id),
                )
              }
            />
            <Label htmlFor={boxId} className="font-normal break-words">
              {item.name}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}
