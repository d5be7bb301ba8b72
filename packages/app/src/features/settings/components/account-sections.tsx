import {
  type Flag,
  type NotifySettings,
  type PasswordUpdatePayload,
  type User,
  buildPath,
} from '@meslektas/domain';
import {
  Badge,
  BlueTickForm,
  MissionStatusSwitch,
  NotifySettingsForm,
  PasswordForm,
  PersonalInfoForm,
  PhoneChangeForm,
  ProfileProgressCard,
  RestrictionsCard,
  SettingsLinkCard,
} from '@meslektas/ui';
import { type ReactNode, useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { submitBlueTick, useBlueTick } from '../api/blue-tick.ts';
import { useProfileProgress } from '../api/get-progress.ts';
import { confirmEmailChange, requestEmailChange } from '../api/update-email.ts';
import { updateMissionStatus } from '../api/update-mission-status.ts';
import { updateNotify } from '../api/update-notify.ts';
import { updatePassword } from '../api/update-password.ts';
import { confirmPhoneChange, requestPhoneChange } from '../api/update-telephone.ts';

/**
 * An e-mail or phone change: a code to the new contact, then the code; the account follows at once.
 * `send` names the first step's busy state ('email' or 'telephone').
 */
function useContactChange<S extends string>(
  send: S,
  request: (target: string) => Promise<{ message: string }>,
  confirm: (code: string) => Promise<{ message: string; data: User }>,
) {
  const { mutate } = useCurrentUser();
  const [pending, setPending] = useState<string | null>(null);
  const [step, setStep] = useState<S | 'code' | null>(null);
  const requestCode = useAction(request, { toast: true });
  const verify = useAction(confirm, { toast: true });
  const current = step === 'code' ? verify : requestCode;
  return {
    pending,
    busy: current.busy ? step : null,
    errors: current.refusal?.errors ?? {},
    onCancel: () => setPending(null),
    onRequestCode: async (target: string) => {
      setStep(send);
      if (await requestCode.run(target)) setPending(target);
    },
    onVerify: async (code: string) => {
      setStep('code');
      const answer = await verify.run(code);
      if (!answer) return;
      setPending(null);
      await mutate(answer.data, { revalidate: false });
    },
  };
}

export function PersonalInfoSection() {
  const { data: user } = useCurrentUser();
  const { pending, ...email } = useContactChange('email', requestEmailChange, confirmEmailChange);
  if (!user) return null;
  return (
    <PersonalInfoForm
      name={user.name}
      phone={<PhoneChangeSection telephone={user.telephone} />}
      email={user.email}
      pendingEmail={pending}
      {...email}
    />
  );
}

function PhoneChangeSection({ telephone }: { telephone: string }) {
  const { pending, ...phone } = useContactChange('telephone', requestPhoneChange, confirmPhoneChange);
  return <PhoneChangeForm telephone={telephone} pendingTelephone={pending} {...phone} />;
}

export function PasswordSection() {
  const save = useAction((values: PasswordUpdatePayload) => updatePassword(values), { toast: true });
  // A new form after a change: the fields start empty again.
  const [generation, setGeneration] = useState(0);
  return (
    <PasswordForm
      key={generation}
      busy={save.busy}
      errors={save.refusal?.errors}
      onSave={async (values: PasswordUpdatePayload) => {
        if (await save.run(values)) setGeneration((g) => g + 1);
      }}
    />
  );
}

/** The three task notification channels, and below them what the page adds (the web push switch). */
export function NotifySection({ children }: { children?: ReactNode }) {
  const { data: user, mutate } = useCurrentUser();
  const { data: constants } = useConstants();
  const save = useAction(updateNotify, { toast: true });
  if (!user) return null;
  const value: NotifySettings = {
    email_notify: user.email_notify,
    sms_notify: user.sms_notify,
    call_notify: user.call_notify,
  };
  return (
    <div className="space-y-4">
      <NotifySettingsForm
        value={value}
        description={constants?.notif_settings}
        busy={save.busy}
        onSave={async (next) => {
          const answer = await save.run(next);
          if (answer) await mutate((u) => u && { ...u, ...answer.data }, { revalidate: false });
        }}
      />
      {children}
    </div>
  );
}

export function MissionStatusSection() {
  const { data: user, mutate } = useCurrentUser();
  const change = useAction(updateMissionStatus, { toast: true });
  if (!user) return null;
  return (
    <MissionStatusSwitch
      value={user.missionStatus}
      busy={change.busy}
      onChange={async (status: Flag) => {
        const answer = await change.run(status);
        if (answer)
          await mutate((u) => u && { ...u, missionStatus: answer.missionStatus }, { revalidate: false });
      }}
    />
  );
}

export function BlueTickSection() {
  const { data, mutate } = useBlueTick();
  const submit = useAction(submitBlueTick, { toast: true });
  // A new picker after a successful upload.
  const [generation, setGeneration] = useState(0);
  if (!data) return null;
  return (
    <BlueTickForm
      key={generation}
      value={data}
      busy={submit.busy}
      error={submit.errors.verification_image}
      onSubmit={async (file) => {
        const answer = await submit.run(file);
        if (!answer) return;
        await mutate(answer.data, { revalidate: false });
        setGeneration((g) => g + 1);
      }}
    />
  );
}

export function RestrictionsSection() {
  const { data: user } = useCurrentUser();
  const { data: constants } = useConstants();
  if (!user) return null;
  return (
    <RestrictionsCard
      count={user.add_mission}
      text={constants?.gorev_kisitlamasi ?? ''}
      href={constants?.gorev_kisitlama_link || null}
    />
  );
}

export function ProgressSection() {
  const { data, error, mutate } = useProfileProgress();
  return <ProfileProgressCard value={data} error={error !== undefined} onRetry={() => void mutate()} />;
}

const linkSectionTexts = {
  photo: {
    text: 'Profil fotoğrafınızı değiştirin veya varsayılan avatarlardan birini seçin. Yeni fotoğraf yetkili onayından sonra görünür.',
    link: 'Profil Resmini Değiştir',
  },
  about: {
    text: 'Hakkınızda yazınızı profil sayfanızdan düzenleyebilirsiniz. Yazı yetkili onayından sonra görünür.',
    link: 'Profilime Git',
    pending: 'Onay Bekliyor',
  },
  authority: {
    text: 'Yetki belgenizi yalnızca seçildiğiniz görevlerin sahipleri görür.',
    link: 'Yetki Belgesine Git',
  },
  invoice: {
    text: 'Ödemelerinizin faturası seçtiğiniz il ve ilçeye göre düzenlenir; dilediğiniz zaman değiştirebilirsiniz.',
    link: 'Fatura Bilgilerini Düzenle',
  },
} as const;

/** A section edited on a page of its own: its text and the link there. */
function LinkSection({
  texts,
  href,
  status,
}: {
  texts: { text: string; link: string };
  href: string;
  status?: ReactNode;
}) {
  return <SettingsLinkCard text={texts.text} status={status} href={href} linkLabel={texts.link} />;
}

export const PhotoSection = () => (
  <LinkSection texts={linkSectionTexts.photo} href={buildPath('change-avatar')} />
);

export function AboutSection() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <LinkSection
      texts={linkSectionTexts.about}
      href={buildPath('lawyer-profile', { id: user.id })}
      status={user.pending_about_text ? <Badge tone="warning">{linkSectionTexts.about.pending}</Badge> : null}
    />
  );
}

export const AuthorityDocumentSection = () => (
  <LinkSection texts={linkSectionTexts.authority} href={buildPath('yetki-belgesi')} />
);

/** Always here, also after the invoice place is saved (the completeness card then drops it). */
export const InvoiceSection = () => (
  <LinkSection texts={linkSectionTexts.invoice} href={buildPath('update-invoice')} />
);
