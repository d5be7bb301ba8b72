import { Alert } from '../../components/alert/alert.tsx';
import {
  AVATAR_ACCEPT,
  type DefaultAvatar,
  IMAGE_SIGNATURE_BYTES,
  avatarState,
  avatarStateTexts,
  imageMessages,
  isAvatarImageBytes,
} from '@meslektas/domain';
import * as React from 'react';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { FileInput } from '../../components/file-input/file-input.tsx';
import { ModalFrame } from '../../components/modal/modal.tsx';
import { cn } from '../../lib/cn.ts';

export const profilePhotoFormLabels = {
  title: 'Profil Fotoğrafı',
  picker: 'Yeni fotoğraf',
  upload: 'Resmi Güncelle',
  busy: 'Yükleniyor...',
  noPhoto: 'Profil Resmi İstemiyorum',
  modalTitle: 'Varsayılan Avatar Seçiniz',
  modalDescription: 'Fotoğrafınız yerine aşağıdaki resimlerden birini kullanabilirsiniz.',
  missing: imageMessages.missing,
  wrongKind: imageMessages.wrongAvatarKind,
  tips: [
    'Yüzünüzün net göründüğü, vesikalık tarzında bir fotoğraf seçiniz.',
    'Logo, yazı veya iletişim bilgisi içeren resimler onaylanmaz.',
    'Yeni fotoğrafınız yetkili onayından sonra görünür; o zamana kadar mevcut fotoğrafınız görünmeye devam eder.',
  ],
  tipsTitle: 'İpuçları',
};

/** A default picture with the address the app serves it from. */
export type DefaultAvatarChoice = Pick<DefaultAvatar, 'gender' | 'variant' | 'label'> & { src: string };

export type ProfilePhotoFormProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  name: string;
  /** The approved photo, what everyone sees. */
  avatar: string | null;
  /** The new photo awaiting approval, only its owner sees it. */
  pendingAvatar: string | null;
  /** The three default pictures (domain's DEFAULT_AVATARS with the address the app serves each from). */
  defaultAvatars: readonly DefaultAvatarChoice[];
  onUpload: (file: File) => void;
  onChooseDefault: (choice: { gender: DefaultAvatar['gender']; variant: number }) => void;
  busy?: 'upload' | 'default' | false;
  /** The server's refusal of the file. */
  error?: string;
  /** Controls the default-avatar modal from outside (it closes after a successful choice). */
  defaultsOpen?: boolean;
  onDefaultsOpenChange?: (open: boolean) => void;
  labels?: Partial<typeof profilePhotoFormLabels>;
};

/** Reads the file's first bytes: a renamed file is refused whatever its name or declared type says. */
async function looksLikeAvatar(file: File): Promise<boolean> {
  const head = await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer();
  return isAvatarImageBytes(new Uint8Array(head));
}

/**
 * /profil-degistir (spec §2.11): the photo (or the one awaiting approval with its label), a png,
 * gif or jpeg picker with 'Resmi Güncelle', the default pictures and the tips.
 */
export function ProfilePhotoForm({
  name,
  avatar,
  pendingAvatar,
  defaultAvatars,
  onUpload,
  onChooseDefault,
  busy = false,
  error,
  defaultsOpen,
  onDefaultsOpenChange,
  labels,
  className,
  ...props
}: ProfilePhotoFormProps) {
  const l = { ...profilePhotoFormLabels, ...labels };
  const titleId = `${React.useId()}-title`;
  const [file, setFile] = React.useState<File | null>(null);
  const [local, setLocal] = React.useState<string | null>(null);
  const [ownOpen, setOwnOpen] = React.useState(false);
  const open = defaultsOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onDefaultsOpenChange?.(next);
  };
  const state = avatarState({ avatar, pending_avatar: pendingAvatar });
  const shown = local ?? error;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!file) return setLocal(l.missing);
    if (!(await looksLikeAvatar(file))) return setLocal(l.wrongKind);
    setLocal(null);
    onUpload(file);
  }

  return (
    <section
      data-slot="profile-photo-form"
      aria-labelledby={titleId}
      className={cn(
        'mx-auto w-full max-w-lg space-y-5 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6',
        className,
      )}
      {...props}
    >
      <h1 id={titleId} className="text-2xl font-semibold text-brand-700">
        {l.title}
      </h1>
      <div data-slot="profile-photo-current" className="flex flex-col items-center gap-2">
        <Avatar size="xl" name={name} src={pendingAvatar ?? avatar} />
        {state === 'none' ? null : (
          <Badge tone={state === 'pending' ? 'warning' : 'success'} data-state={state}>
            {avatarStateTexts[state]}
          </Badge>
        )}
      </div>
      <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
        <Field label={l.picker} error={shown ?? undefined}>
          <FileInput
            name="avatar"
            accept={AVATAR_ACCEPT}
            multiple={false}
            maxFiles={1}
            disabled={busy !== false}
            onFilesChange={(files) => {
              setFile(files[0] ?? null);
              setLocal(null);
            }}
            onError={(message) => setLocal(typeof message === 'string' ? message : null)}
          />
        </Field>
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="button" variant="secondary" disabled={busy !== false} onClick={() => setOpen(true)}>
            {l.noPhoto}
          </Button>
          <Button type="submit" busy={busy === 'upload'} busyLabel={l.busy} disabled={busy === 'default'}>
            {l.upload}
          </Button>
        </div>
      </form>
      <Alert data-slot="profile-photo-tips" tone="brand" className="rounded-[var(--radius-card)]">
        <h2 className="mb-1 font-semibold">{l.tipsTitle}</h2>
        <ul className="list-disc space-y-1 pl-5">
          {l.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Alert>
      <ModalFrame
        open={open}
        onOpenChange={setOpen}
        size="md"
        title={l.modalTitle}
        description={l.modalDescription}
      >
        <ul className="grid grid-cols-3 gap-3">
          {defaultAvatars.map((choice) => (
            <li key={`${choice.gender}-${choice.variant}`}>
              <button
                type="button"
                disabled={busy !== false}
                aria-label={choice.label}
                className="flex w-full flex-col items-center gap-2 rounded-[var(--radius-card)] border border-line p-3 hover:bg-brand-50 disabled:opacity-60"
                onClick={() => onChooseDefault({ gender: choice.gender, variant: choice.variant })}
              >
                <img
                  src={choice.src}
                  alt=""
                  className="size-20 rounded-full border border-line object-cover"
                />
                <span className="text-xs text-muted">{choice.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </ModalFrame>
    </section>
  );
}
