import { feedbackMessages } from '@meslektas/domain';
import { ChevronDown, Plus } from 'lucide-react';
import * as React from 'react';
import { Form, SelectField } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { cn } from '../../lib/cn.ts';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { loadDisputeSchemas } from '../load-dispute-schemas.ts';
import { DisputeMessageFields } from '../dispute-message-form/dispute-message-form.tsx';

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
  className,
  ...props
}: DisputeOpenFormProps) {
  const l = { ...disputeOpenFormLabels, ...labels };
  const [open, setOpen] = React.useState(defaultOpen);
  const [missionId, setMissionId] = React.useState('');
  const [message, setMessage] = React.useState('');
  const [images, setImages] = React.useState<File[]>([]);
  const [localErrors, setLocalErrors] = React.useState<DisputeOpenFormErrors>({});
  const shown = { ...errors, ...localErrors };
  const panelId = React.useId();
  // One submit at a time: a second press while the schema arrives is the same submit.
  const schemas = useLazyModule(loadDisputeSchemas, () =>
    setLocalErrors({ message: feedbackMessages.genericError }),
  );

  return (
    <section
      data-slot="dispute-open-form"
      className={cn('rounded-[var(--radius-card)] border border-line bg-surface shadow-sm', className)}
      {...props}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center gap-2 rounded-[var(--radius-card)] p-4 text-left font-semibold text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <Plus aria-hidden className="size-4" />
        <span className="flex-1">{l.toggle}</span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
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
              const { disputeCreateSchema, toFieldErrors } = loaded;
              const parsed = disputeCreateSchema.safeParse({
                mission_id: missionId,
                message: message.trim(),
              });
              if (!parsed.success) {
                const fieldErrors = toFieldErrors(parsed.error);
                setLocalErrors({
                  ...(fieldErrors.mission_id?.[0] ? { mission_id: fieldErrors.mission_id[0] } : {}),
                  ...(fieldErrors.message?.[0] ? { message: fieldErrors.message[0] } : {}),
                });
                return;
              }
              setLocalErrors({});
              onSubmit({ missionId: parsed.data.mission_id, message: parsed.data.message, images });
            }}
          >
            <SelectField
              label={l.mission}
              error={shown.mission_id}
              name="mission_id"
              required
              placeholder={l.missionPlaceholder}
              value={missionId}
              options={missions.map((m) => ({ value: String(m.id), label: m.title }))}
              onValueChange={setMissionId}
            />
            <DisputeMessageFields
              labels={l}
              rows={5}
              message={message}
              onMessageChange={setMessage}
              onImagesChange={setImages}
              errors={shown}
              busy={busy}
            />
          </Form>
        )}
      </div>
    </section>
  );
}
