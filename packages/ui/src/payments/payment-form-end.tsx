import type * as React from 'react';
import { Alert } from '../components/alert/alert.tsx';
import { Button } from '../components/button/button.tsx';

/**
 * The end of a payment step: the note while the bank's answer is awaited, the full-width send
 * button (busy meanwhile) and the fine print under it.
 */
export function PaymentFormEnd({
  waiting,
  locked,
  submit,
  hint,
}: {
  /** The note shown while the bank answers; null when nothing is awaited. */
  waiting: React.ReactNode;
  /** A call runs or the bank's answer is awaited: the button is busy. */
  locked: boolean;
  submit: React.ReactNode;
  hint?: React.ReactNode;
}) {
  return (
    <>
      {waiting ? (
        <Alert data-slot="payment-waiting" role="status" tone="brand">
          {waiting}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" busy={locked}>
        {submit}
      </Button>
      {hint ? (
        <div data-slot="payment-hint" className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
    </>
  );
}
