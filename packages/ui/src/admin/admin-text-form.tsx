import * as React from 'react';
import { Button } from '../components/button/button.tsx';
import { Field } from '../components/field/field.tsx';
import { Textarea } from '../components/textarea/textarea.tsx';
import { FormError } from '../components/form/form.tsx';

export type AdminTextFormProps = {
  /** The form's data-slot. */
  slot: string;
  label: string;
  hint?: string;
  rows: number;
  /** Shown under the field when it is sent empty. */
  requiredMessage: string;
  sendLabel: string;
  /** Sends the trimmed text; resolves to the server's refusal, or null when it went through. */
  onSend: (text: string) => Promise<string | null>;
  /** Empties the field once it is sent (a message; an answer stays until the drawer shows it). */
  clearWhenSent?: boolean;
};

/**
 * An operator's text to send from a drawer (a message to a dispute's parties, a ticket's answer):
 * required, sent trimmed, the refusal shown above the button.
 */
export function AdminTextForm({
  slot,
  label,
  hint,
  rows,
  requiredMessage,
  sendLabel,
  onSend,
  clearWhenSent = false,
}: AdminTextFormProps) {
  const [text, setText] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setRefusal(null);
    if (trimmed === '') {
      setProblem(requiredMessage);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const refused = await onSend(trimmed);
      if (refused) setRefusal(refused);
      else if (clearWhenSent) setText('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form data-slot={slot} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <Field label={label} hint={hint} error={problem} required>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={rows} required />
      </Field>
      <FormError>{refusal}</FormError>
      <Button type="submit" className="self-end" busy={busy}>
        {sendLabel}
      </Button>
    </form>
  );
}
