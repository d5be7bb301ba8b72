import { Alert } from '../../components/alert/alert.tsx';
import { Info } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';

/** The server constants' texts behind the form's info buttons; a button shows only with its text. */
export type CreateTaskInfoTexts = {
  /** gorev_olusturma_bilgi, beside the tips. */
  form?: string | null;
  /** acil_gorev_bilgi, beside the urgent switch. */
  urgent?: string | null;
  /** adliye_disi_bilgi, beside the out-of-courthouse switch. */
  outOfCourthouse?: string | null;
};

/** A round 'i' button that opens an info modal; its name says what it explains. */
export function InfoButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      data-slot="create-task-info-button"
      className="size-8"
      aria-label={label}
      onClick={onClick}
    >
      <Info aria-hidden />
    </Button>
  );
}

/** The short tips panel above the form, with the general info button beside its title. */
export function CreateTaskTips({
  title,
  tips,
  action,
}: {
  title: string;
  tips: readonly string[];
  action?: React.ReactNode;
}) {
  const headingId = React.useId();
  return (
    <Alert tone="info" ink asChild>
      <section data-slot="create-task-tips" aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="font-semibold text-info">
            {title}
          </h2>
          {action}
        </div>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </Alert>
  );
}
