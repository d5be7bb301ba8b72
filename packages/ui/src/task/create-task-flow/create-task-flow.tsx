import type { CreateMissionPayload } from '@meslektas/domain';
import * as React from 'react';
import { CreateTaskForm, type CreateTaskFormProps } from '../create-task-form/create-task-form.tsx';
import type { CreateTaskDraft } from '../create-task-form/draft.ts';
import {
  CreateTaskSummary,
  type CreateTaskSummaryData,
  type CreateTaskSummaryProps,
} from '../create-task-summary/create-task-summary.tsx';

export type CreateTaskFlowProps = Omit<CreateTaskFormProps, 'onConfirm' | 'labels'> & {
  /** Sends the create call with the checked payload. */
  onCreate: (payload: CreateMissionPayload) => void;
  /** While the create call runs (and during the animasyon_saniye wait before the redirect). */
  creating?: boolean;
  formLabels?: CreateTaskFormProps['labels'];
  summaryLabels?: CreateTaskSummaryProps['labels'];
};

type Step =
  { kind: 'form' } | { kind: 'summary'; payload: CreateMissionPayload; summary: CreateTaskSummaryData };

/** The create screen: the form, then its confirmation summary; 'Düzenle' returns with the values kept. */
export function CreateTaskFlow({
  onCreate,
  creating = false,
  formLabels,
  summaryLabels,
  defaultValue,
  ...formProps
}: CreateTaskFlowProps) {
  const [step, setStep] = React.useState<Step>({ kind: 'form' });
  const [draft, setDraft] = React.useState<Partial<CreateTaskDraft> | undefined>(defaultValue);

  if (step.kind === 'summary') {
    return (
      <CreateTaskSummary
        summary={step.summary}
        now={formProps.now}
        busy={creating}
        labels={summaryLabels}
        onEdit={() => setStep({ kind: 'form' })}
        onCreate={() => onCreate(step.payload)}
      />
    );
  }
  return (
    <CreateTaskForm
      {...formProps}
      labels={formLabels}
      defaultValue={draft}
      onConfirm={(payload, summary, nextDraft) => {
        setDraft(nextDraft);
        setStep({ kind: 'summary', payload, summary });
      }}
    />
  );
}
