import { Alert } from '../../components/alert/alert.tsx';
import { type BlueTick, imageMessages } from '@meslektas/domain';
import { BadgeCheck } from 'lucide-react';
import * as React from 'react';
import { Form } from '../../components/form/form.tsx';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { FileInput } from '../../components/file-input/file-input.tsx';
import { cn } from '../../lib/cn.ts';

const BLUE_TICK_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const blueTickFormLabels = {
  intro:
    'Mavi tik, hesabınızın avukata ait olduğunun doğrulandığını gösterir. Baro kimlik kartınızın fotoğrafını gönderin; yetkili onayından sonra profil resminizin yanında görünür.',
  none: 'Başvuru Yapılmadı',
  pending: 'Yetkili Onayı Bekliyor',
  approved: 'Mavi Tik Onaylı',
  rejected: 'Başvuru Reddedildi',
  approvedText: 'Hesabınız doğrulandı; mavi tik profil resminizin yanında görünüyor.',
  pendingImage: 'Onay bekleyen doğrulama resmi',
  file: 'Doğrulama Resmi',
  fileTypes: 'png, jpeg, gif, webp',
  fileTypeError: 'Yalnızca png, jpeg, gif veya webp dosyaları yükleyebilirsiniz.',
  submit: 'Başvuruyu Gönder',
  resubmit: 'Yeni Resim Gönder',
  busy: 'Gönderiliyor...',
};

const tones = { none: 'secondary', pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export type BlueTickFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  value: BlueTick;
  onSubmit: (file: File) => void;
  busy?: boolean;
  /** The server's refusal. */
  error?: string | null;
  labels?: Partial<typeof blueTickFormLabels>;
};

/** The blue tick application: where it stands, and the verification image to send. */
export function BlueTickForm({
  value,
  onSubmit,
  busy = false,
  error,
  labels,
  className,
  ...props
}: BlueTickFormProps) {
  const l = { ...blueTickFormLabels, ...labels };
  const [file, setFile] = React.useState<File | null>(null);
  const [local, setLocal] = React.useState<string | null>(null);
  const approved = value.state === 'approved';

  return (
    <Form
      data-slot="blue-tick-form"
      data-state={value.state}
      className={cn('max-w-md space-y-4', className)}
      busy={busy}
      onSend={() => {
        if (!file) {
          setLocal(imageMessages.missing);
          return;
        }
        onSubmit(file);
      }}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <BadgeCheck aria-hidden className="size-5 text-info" />
        <Badge data-slot="blue-tick-state" tone={tones[value.state]}>
          {l[value.state]}
        </Badge>
      </div>
      {approved ? (
        <p className="text-sm text-ink">{l.approvedText}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{l.intro}</p>
          {value.state === 'rejected' && value.reason ? (
            <Alert role="note" tone="danger" ink className="rounded-[var(--radius-card)]">
              {value.reason}
            </Alert>
          ) : null}
          {value.state === 'pending' && value.image ? (
            <img
              src={value.image}
              alt={l.pendingImage}
              className="max-h-48 rounded-[var(--radius-card)] border border-line object-contain"
            />
          ) : null}
          <Field label={l.file} error={local ?? error ?? undefined}>
            <FileInput
              name="verification_image"
              accept={BLUE_TICK_ACCEPT}
              multiple={false}
              maxFiles={1}
              allowedTypesText={l.fileTypes}
              typeErrorText={l.fileTypeError}
              disabled={busy}
              onFilesChange={(files) => {
                setFile(files[0] ?? null);
                setLocal(null);
              }}
              onError={(message) => setLocal(typeof message === 'string' ? message : null)}
            />
          </Field>
          <Button type="submit" busy={busy} busyLabel={l.busy}>
            {value.state === 'none' ? l.submit : l.resubmit}
          </Button>
        </>
      )}
    </Form>
  );
}
