import { Alert } from '../../components/alert/alert.tsx';
import type { CancelInfo } from '@meslektas/domain';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Form, FormSubmit, SelectField, TextareaField } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';

export const cancelRequestFormLabels = {
  remaining: (n: number) => `Bu ay kalan iptal talebi hakkınız: ${n}`,
  noneLeft: 'Bu ay için iptal talebi hakkınız kalmadı.',
  mission: 'Görev',
  missionPlaceholder: 'Görev seçiniz',
  noMissions: 'İptal talebinde bulunabileceğiniz atanmış bir göreviniz yok.',
  type: 'Sorun tipi',
  typePlaceholder: 'Sorun tipini seçiniz',
  description: 'Açıklama',
  descriptionHint: 'İsteğe bağlı; karşı taraf bu metni görür.',
  submit: 'İptal Talebi Oluştur',
  /**
   * What happens after the request. The task is already assigned: the owner's text for cancelling
   * an open task (constant gorev_iptal_popup, 'Başvuran meslektaşlarınıza…') does not apply here.
   */
  info: 'Görev atanmış olduğundan iptal, görevdeki meslektaşınızın onayıyla olur: talebiniz ona iletilir; onaylarsa görev iptal edilir, reddederse görev sürer ve Uyuşmazlık Masası’na başvurabilirsiniz. Her talep, sonucu ne olursa olsun bu ayki hakkınızdan düşer.',
};

export interface CancelRequestFormValues {
  mission_id: number | '';
  cancel_text: string;
  description: string;
}

export type CancelRequestFormErrors = Partial<Record<keyof CancelRequestFormValues, string>>;

export type CancelRequestFormProps = FormComponentProps<
  CancelRequestFormValues,
  CancelRequestFormErrors,
  typeof cancelRequestFormLabels
> & {
  missions: CancelInfo['missions'];
  types: CancelInfo['types'];
  /** The requests left this month (the User record's cancel_request). */
  remaining: number;
};

const DESCRIPTION_MAX = 1000;

/**
 * The cancel request form: the allowance left, a task the lawyer may still ask about, the problem
 * type and his own words. The server checks everything; the page remounts it (`key`) after sending.
 */
export function CancelRequestForm({
  missions,
  types,
  remaining,
  onSubmit,
  busy = false,
  errors,
  labels,
  ...props
}: CancelRequestFormProps) {
  const l = { ...cancelRequestFormLabels, ...labels };
  const [missionId, setMissionId] = React.useState<number | ''>('');
  const [type, setType] = React.useState('');
  const [description, setDescription] = React.useState('');
  const spent = remaining <= 0;

  return (
    <Form
      data-slot="cancel-request-form"
      card
      busy={busy}
      onSend={() => onSubmit({ mission_id: missionId, cancel_text: type, description })}
      {...props}
    >
      <Badge data-slot="cancel-request-remaining" tone={spent ? 'danger' : 'info'} role="status">
        {spent ? l.noneLeft : l.remaining(remaining)}
      </Badge>
      <Alert data-slot="cancel-request-form-info" tone="brand">
        {l.info}
      </Alert>
      <SelectField
        label={l.mission}
        error={errors?.mission_id}
        hint={missions.length === 0 ? l.noMissions : undefined}
        name="mission_id"
        required
        placeholder={l.missionPlaceholder}
        value={missionId}
        options={missions.map((m) => ({ value: m.id, label: m.title }))}
        onValueChange={(value) => setMissionId(value === '' ? '' : Number(value))}
      />
      <SelectField
        label={l.type}
        error={errors?.cancel_text}
        name="cancel_text"
        required
        placeholder={l.typePlaceholder}
        value={type}
        options={types.map((t) => ({ value: t.value, label: t.text }))}
        onValueChange={setType}
      />
      <TextareaField
        label={l.description}
        hint={l.descriptionHint}
        error={errors?.description}
        name="description"
        rows={4}
        maxLength={DESCRIPTION_MAX}
        value={description}
        onValueChange={setDescription}
      />
      <FormSubmit disabled={spent}>{l.submit}</FormSubmit>
    </Form>
  );
}
