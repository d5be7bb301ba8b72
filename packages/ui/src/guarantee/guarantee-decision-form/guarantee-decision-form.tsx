import {
  type GuaranteeDecisionPayload,
  type GuaranteeView,
  formatPrice,
  guaranteeDecisionSchema,
  guaranteeMessages,
  guaranteeOutcome,
  isValidSplit,
  kurusToTl,
  tlToKurus,
} from '@meslektas/domain';
import * as React from 'react';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import {
  Form,
  type FormComponentProps,
  FormSubmit,
  InputField,
  TextareaField,
} from '../../components/form/form.tsx';
import { RadioGroup, RadioOption } from '../../components/radio-group/radio-group.tsx';
import { AmountList } from '../amount-list.tsx';

type Decision = GuaranteeDecisionPayload['decision'];

export const guaranteeDecisionFormLabels = {
  title: 'Ödeme kararı',
  decision: 'Karar',
  release: 'Avukata aktar',
  releaseHint: (budget: string, fee: string | null) =>
    fee
      ? `Avukata ${budget} aktarılır; ${fee} hizmet bedeli platformda kalır.`
      : `Avukata ${budget} aktarılır.`,
  refund: 'Görev sahibine iade et',
  refundHint: (total: string) => `Görev sahibine ödediği ${total} tutarın tamamı iade edilir.`,
  split: 'Paylaştır',
  splitHint:
    'Avukata girdiğiniz tutar aktarılır; kalanı hizmet bedeliyle birlikte görev sahibine iade edilir.',
  share: 'Avukata aktarılacak tutar (TL)',
  shareHint: (budget: string) =>
    `Sıfırdan büyük, ${budget} tutarından küçük olmalıdır. Örn. 600 ya da 600,50`,
  reason: 'Gerekçe',
  reasonHint: 'Gerekçe iki tarafa bildirilir ve işlem kaydına yazılır.',
  next: 'Devam Et',
  confirmTitle: 'Kararı onaylayınız',
  toAssignee: 'Avukata aktarılacak',
  toOwner: 'Görev sahibine iade edilecek',
  toPlatform: 'Hizmet bedeli',
  confirm: 'Kararı Onayla',
  back: 'Geri Dön',
};

export type GuaranteeDecisionField = 'decision' | 'reason' | 'assignee_amount';
export type GuaranteeDecisionErrors = Partial<Record<GuaranteeDecisionField, string>>;

type DecisionFormOwnProps = {
  /** The held payment being decided (amounts in lira). */
  guarantee: Pick<GuaranteeView, 'budget' | 'fee' | 'total'>;
  /** The server's refusal ('Bu ödeme için karar zaten verildi.'), above the buttons. */
  error?: string | null;
};

export type GuaranteeDecisionFormProps = DecisionFormOwnProps &
  FormComponentProps<GuaranteeDecisionPayload, GuaranteeDecisionErrors, typeof guaranteeDecisionFormLabels>;

type Draft = { decision: Decision | ''; amount: string; reason: string };

/** The draft checked with the request's schema, then the split's range (domain's `isValidSplit`). */
function check(
  draft: Draft,
  budget: number,
): { ok: true; payload: GuaranteeDecisionPayload } | { ok: false; errors: GuaranteeDecisionErrors } {
  const input =
    draft.decision === 'split'
      ? { decision: 'split', reason: draft.reason, assignee_amount: draft.amount.trim().replace(',', '.') }
      : { decision: draft.decision || undefined, reason: draft.reason };
  const parsed = guaranteeDecisionSchema.safeParse(input);
  if (!parsed.success) {
    const errors: GuaranteeDecisionErrors = {};
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] as GuaranteeDecisionField | undefined) ?? 'decision';
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const payload = parsed.data;
  if (
    payload.decision === 'split' &&
    !isValidSplit({ budget: tlToKurus(budget) }, tlToKurus(payload.assignee_amount))
  ) {
    return { ok: false, errors: { assignee_amount: guaranteeMessages.splitRange } };
  }
  return { ok: true, payload };
}

/**
 * The operator's decision on a held payment: release it to the assignee, refund the owner, or split
 * it at a share; with a reason both parties will read; then a confirmation showing where the money
 * goes before it is sent.
 */
export function GuaranteeDecisionForm({
  guarantee: g,
  onSubmit,
  busy = false,
  errors,
  error,
  labels,
  ...props
}: GuaranteeDecisionFormProps) {
  const l = { ...guaranteeDecisionFormLabels, ...labels };
  const [draft, setDraft] = React.useState<Draft>({ decision: '', amount: '', reason: '' });
  const [local, setLocal] = React.useState<GuaranteeDecisionErrors>({});
  const [confirming, setConfirming] = React.useState<GuaranteeDecisionPayload | null>(null);
  const shown = { ...errors, ...local };
  const set = (patch: Partial<Draft>, field: GuaranteeDecisionField) => {
    setDraft((d) => ({ ...d, ...patch }));
    setLocal((e) => ({ ...e, [field]: undefined }));
  };
  const errorId = React.useId();
  // The server's field errors belong to the fields: they bring the operator back to them.
  React.useEffect(() => {
    if (errors && Object.values(errors).some(Boolean)) setConfirming(null);
  }, [errors]);

  if (confirming) {
    const amounts = { budget: tlToKurus(g.budget), fee: tlToKurus(g.fee), total: tlToKurus(g.total) };
    const outcome = guaranteeOutcome(
      amounts,
      confirming.decision,
      confirming.decision === 'split' ? tlToKurus(confirming.assignee_amount) : 0,
    );
    return (
      <Form
        data-slot="guarantee-decision-form"
        data-confirming=""
        aria-label={l.confirmTitle}
        busy={busy}
        onSend={() => onSubmit(confirming)}
        className="flex flex-col gap-4"
        {...props}
      >
        <h3 className="text-base font-semibold">{l.confirmTitle}</h3>
        <p className="text-sm">
          <span className="font-medium">{l[confirming.decision]}</span> · {confirming.reason}
        </p>
        <AmountList
          rows={[
            { key: 'toAssignee', label: l.toAssignee, amount: kurusToTl(outcome.toAssignee) },
            { key: 'toOwner', label: l.toOwner, amount: kurusToTl(outcome.toOwner) },
            { key: 'toPlatform', label: l.toPlatform, amount: kurusToTl(outcome.toPlatform) },
          ]}
        />
        {error ? (
          <Alert role="alert" tone="danger">
            {error}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
            {l.back}
          </Button>
          <FormSubmit>{l.confirm}</FormSubmit>
        </div>
      </Form>
    );
  }

  return (
    <Form
      data-slot="guarantee-decision-form"
      aria-label={l.title}
      busy={busy}
      onSend={() => {
        const result = check(draft, g.budget);
        if (!result.ok) return setLocal(result.errors);
        setLocal({});
        setConfirming(result.payload);
      }}
      className="flex flex-col gap-4"
      {...props}
    >
      <fieldset className="flex flex-col gap-1.5" aria-describedby={shown.decision ? errorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium">
          {l.decision}
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        <RadioGroup
          aria-label={l.decision}
          aria-required
          value={draft.decision}
          onValueChange={(decision) => set({ decision: decision as Decision }, 'decision')}
        >
          <RadioOption
            value="release"
            label={l.release}
            description={l.releaseHint(formatPrice(g.budget), g.fee > 0 ? formatPrice(g.fee) : null)}
          />
          <RadioOption value="refund" label={l.refund} description={l.refundHint(formatPrice(g.total))} />
          <RadioOption value="split" label={l.split} description={l.splitHint} />
        </RadioGroup>
        {shown.decision ? (
          <p id={errorId} role="alert" className="text-xs font-medium text-danger">
            {shown.decision}
          </p>
        ) : null}
      </fieldset>
      {draft.decision === 'split' ? (
        <InputField
          label={l.share}
          required
          inputMode="decimal"
          value={draft.amount}
          hint={l.shareHint(formatPrice(g.budget))}
          error={shown.assignee_amount}
          onValueChange={(amount) => set({ amount }, 'assignee_amount')}
        />
      ) : null}
      <TextareaField
        label={l.reason}
        required
        value={draft.reason}
        hint={l.reasonHint}
        error={shown.reason}
        onValueChange={(reason) => set({ reason }, 'reason')}
      />
      {error ? (
        <Alert role="alert" tone="danger">
          {error}
        </Alert>
      ) : null}
      <FormSubmit className="sm:self-end">{l.next}</FormSubmit>
    </Form>
  );
}
