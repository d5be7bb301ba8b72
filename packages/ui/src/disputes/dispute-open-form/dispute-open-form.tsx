import { feedbackMessages } from '@meslektas/domain';
import { Plus } from 'lucide-react';
import * as React from 'react';
import { Form, SelectField } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { DisclosureCard } from '../disclosure-card.tsx';
import { loadDisputeSchemas } from '../load-dispute-schemas.ts';
import { DisputeMessageFields, useMessageDraft } from '../dispute-message-form/dispute-message-form.tsx';

export const disputeOpenFormLabels = {
  toggle: 'Uyuşmazlık Başvurusu Yap',
  mission: 'Görev',
  missionPlaceholder: 'Görev seçiniz',
  noMissions:
    'Uyuşmazlık başvurusu yapılabilecek göreviniz yok. Atanmış, tamamlanmış veya atandıktan sonra iptal edilmiş görevleriniz için başvurabilirsiniz.',
  message: 'Uyuşmazlık Sebebi',
  messageHint: 'Mesajınız ekibimiz onayladıktan sonra karşı tarafa iletilir.',
  images: 'Resimler',
  imagesHint: 'İsteğe bağlı, en fazla 3 resim.',
  submit: 'Başvuruyu Gönder',
};

export interface DisputeOpenFormValues {
  missionId: number;
  message: string;
  images: File[];
}

export type DisputeOpenFormErrors = Partial<Record<'mission_id' | 'message' | 'images', string>>;

export type DisputeOpenFormProps = FormComponentProps<
  DisputeOpenFormValues,
  DisputeOpenFormErrors,
  typeof disputeOpenFormLabels,
  'section'
> & {
  /** The tasks a dispute may be opened for (`GET conflicts` missions). */
  missions: readonly { id: number; title: string }[];
  defaultOpen?: boolean;
};

/**
 * The toggle that opens a dispute: pick one of my disputable tasks, give the reason, attach up to
 * 3 images. The reason and task are checked with domain's schema before anything is sent. The
 * page remounts it (`key`) to clear it after a dispute was opened.
 */
export function DisputeOpenForm({
  missions,
  onSubmit,
  busy = false,
  errors,
  defaultOpen = false,
  labels,
  ...props
}: DisputeOpenFormProps) {
  const l = { ...disputeOpenFormLabels, ...labels };
  const [open, setOpen] = React.useState(defaultOpen);
  const [missionId, setMissionId] = React.useState('');
  const draft = useMessageDraft();
  const { errorOf, setOwn, check } = useFormErrors<keyof DisputeOpenFormErrors>(errors);
  // One submit at a time: a second press while the schema arrives is the same submit.
  const schemas = useLazyModule(loadDisputeSchemas, () => setOwn({ message: feedbackMessages.genericError }));

  return (
    <DisclosureCard
      data-slot="dispute-open-form"
      icon={Plus}
      toggle={l.toggle}
      open={open}
      onOpenChange={setOpen}
      toggleClassName="rounded-[var(--radius-card)]"
      panel={(panelId) => (
        <div id={panelId} hidden={!open} className="border-t border-line p-4">
          {missions.length === 0 ? (
            <p data-slot="dispute-open-form-none" className="text-sm text-muted">
              {l.noMissions}
            </p>
          ) : (
            <Form
              className="space-y-4"
              busy={busy}
              {...schemas.prefetch}
              onSend={async () => {
                const loaded = await schemas.forSend();
                if (!loaded) return;
                const values = check(
                  loaded.disputeCreateSchema.safeParse({ mission_id: missionId, message: draft.text }),
                );
                if (values)
                  onSubmit({ missionId: values.mission_id, message: values.message, images: draft.images });
              }}
            >
              <SelectField
                label={l.mission}
                error={errorOf('mission_id')}
                name="mission_id"
                required
                placeholder={l.missionPlaceholder}
                value={missionId}
                options={missions.map((m) => ({ value: String(m.id), label: m.title }))}
                onValueChange={setMissionId}
              />
              <DisputeMessageFields labels={l} rows={5} {...draft.fields} errorOf={errorOf} busy={busy} />
            </Form>
          )}
        </div>
      )}
      {...props}
    />
  );
}
