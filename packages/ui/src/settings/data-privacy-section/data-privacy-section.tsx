import { Alert } from '../../components/alert/alert.tsx';
import { accountDeletionMessages } from '@meslektas/domain';
import { Download, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Form } from '../../components/form/form.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';
import { cn } from '../../lib/cn.ts';

export const dataPrivacyLabels = {
  exportTitle: 'Verilerimi indir',
  exportText:
    'Hesabınızla ilgili tuttuğumuz bütün kayıtları tek bir ZIP dosyası olarak indirebilirsiniz: hesap ve ayar bilgileriniz, oluşturduğunuz ve aldığınız görevler, başvurularınız, verdiğiniz ve aldığınız puanlar, bildirimleriniz, cüzdan ve ödeme kayıtlarınız, destek talepleriniz ve yüklediğiniz dosyalar. Diğer avukatlar dosyada yalnızca adlarıyla yer alır.',
  exportButton: 'Verilerimi indir',
  exportBusy: 'Hazırlanıyor...',
  deleteTitle: 'Hesabımı sil',
  deleteText:
    'Hesabınızı sildiğinizde kişisel bilgileriniz silinir veya anonimleştirilir ve bu hesapla bir daha giriş yapamazsınız.',
  deleteButton: 'Hesabımı sil',
  dialogTitle: 'Hesabınızı silmek istediğinize emin misiniz?',
  dialogDescription: 'Bu işlem geri alınamaz.',
  removed:
    'Adınız, telefonunuz, e-posta adresiniz, T.C. kimlik ve sicil numaranız, fotoğraflarınız, hakkınızda yazınız, banka ve fatura bilgileriniz silinir; bütün oturumlarınız kapanır.',
  kept: 'Meslektaşlarınızın geçmişi okunabilsin diye görevler, puanlar ve yorumlar “Silinmiş Kullanıcı” adıyla kalır.',
  forfeited: 'Ödeme talebi alt sınırının altında kalan cüzdan bakiyesi hesabınızla birlikte silinir.',
  exportFirst: 'Silmeden önce verilerinizi indirmek isteyebilirsiniz.',
  password: 'Şifreniz',
  passwordRequired: accountDeletionMessages.passwordRequired,
  confirm: 'Hesabımı sil',
  confirmBusy: 'Siliniyor...',
  cancel: 'Vazgeç',
};

export type DataPrivacySectionProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  onDownload: () => void;
  /** While the file is being prepared. */
  downloading?: boolean;
  /** Called with the password the lawyer typed to confirm. */
  onDelete: (password: string) => void;
  deleting?: boolean;
  /** The server's field errors of the last attempt (`password`). */
  errors?: Partial<Record<string, string[]>>;
  /** Why the server refused the last attempt (an open task, a balance to withdraw…). */
  refusal?: string | null;
  labels?: Partial<typeof dataPrivacyLabels>;
};

/**
 * 'Verilerim ve Hesabım' in the settings: the lawyer's copy of his data, and deleting his account
 * behind a dialog that says what goes, what stays, and asks for his password.
 */
export function DataPrivacySection({
  onDownload,
  downloading = false,
  onDelete,
  deleting = false,
  errors,
  refusal,
  labels,
  className,
  ...props
}: DataPrivacySectionProps) {
  const l = { ...dataPrivacyLabels, ...labels };
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [password, setPassword] = React.useState('');
  const [missing, setMissing] = React.useState(false);
  // The server's answer belongs to the attempt made in this opening of the dialog, not an older one.
  const [sent, setSent] = React.useState(false);
  const passwordError = missing ? l.passwordRequired : sent ? errors?.password?.[0] : undefined;
  const shownRefusal = sent ? refusal : null;

  const openDialog = (next: boolean) => {
    if (next) {
      setPassword('');
      setMissing(false);
      setSent(false);
    }
    setOpen(next);
  };

  return (
    <div data-slot="data-privacy-section" className={cn('max-w-xl space-y-6', className)} {...props}>
      <section aria-labelledby={`${id}-export`} className="space-y-3">
        <h3 id={`${id}-export`} className="text-base font-semibold text-ink">
          {l.exportTitle}
        </h3>
        <p className="text-sm text-muted">{l.exportText}</p>
        <Button variant="outline" busy={downloading} busyLabel={l.exportBusy} onClick={onDownload}>
          <Download aria-hidden />
          {l.exportButton}
        </Button>
      </section>
      <section aria-labelledby={`${id}-delete`} className="space-y-3 border-t border-line pt-6">
        <h3 id={`${id}-delete`} className="text-base font-semibold text-ink">
          {l.deleteTitle}
        </h3>
        <p className="text-sm text-muted">{l.deleteText}</p>
        <Button variant="danger" onClick={() => openDialog(true)}>
          <Trash2 aria-hidden />
          {l.deleteButton}
        </Button>
      </section>
      <Modal open={open} onOpenChange={(next) => (deleting ? undefined : openDialog(next))}>
        <ModalContent data-slot="account-deletion-dialog">
          <Form
            className="flex flex-col gap-4"
            busy={deleting}
            onSend={() => {
              if (password === '') {
                setMissing(true);
                return;
              }
              setMissing(false);
              setSent(true);
              onDelete(password);
            }}
          >
            <ModalHeader>
              <ModalTitle>{l.dialogTitle}</ModalTitle>
              <ModalDescription className="font-medium text-danger">{l.dialogDescription}</ModalDescription>
            </ModalHeader>
            <ModalBody>
              <ul className="list-disc space-y-1 pl-5 text-ink">
                <li>{l.removed}</li>
                <li>{l.kept}</li>
                <li>{l.forfeited}</li>
              </ul>
              <p className="text-muted">{l.exportFirst}</p>
              <Field label={l.password} error={passwordError}>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setMissing(false);
                  }}
                />
              </Field>
              {shownRefusal ? (
                <Alert role="alert" tone="danger" ink className="rounded-[var(--radius-card)]">
                  {shownRefusal}
                </Alert>
              ) : null}
            </ModalBody>
            <ModalFooter>
              <Button variant="secondary" disabled={deleting} onClick={() => openDialog(false)}>
                {l.cancel}
              </Button>
              <Button type="submit" variant="danger" busy={deleting} busyLabel={l.confirmBusy}>
                {l.confirm}
              </Button>
            </ModalFooter>
          </Form>
        </ModalContent>
      </Modal>
    </div>
  );
}
