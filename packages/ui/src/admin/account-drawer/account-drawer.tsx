import { ADMIN_PRO_MAX_DAYS, ADMIN_RESTRICTION_MAX, type AdminAccount } from '@meslektas/domain';
import * as React from 'react';
import { Button, type ButtonProps } from '../../components/button/button.tsx';
import { AccountStandingBadge } from '../account-queue/account-queue.tsx';
import { DetailList, DetailRow, DetailDrawer } from '../detail-drawer/detail-drawer.tsx';
import { formatAdminTime } from '../admin-format.ts';
import {
  ReasonDialog,
  type ReasonDialogProps,
  type ReasonDialogResult,
} from '../reason-dialog/reason-dialog.tsx';
import { WalletSection, type WalletSectionProps } from '../wallet-adjust/wallet-section.tsx';

export type AccountAction = 'approve' | 'reject' | 'ban' | 'unban' | 'restrict' | 'grantPro' | 'revokePro';

type ActionText = Pick<
  ReasonDialogProps,
  'title' | 'description' | 'reasonLabel' | 'confirmLabel' | 'number'
> & {
  button: string;
  variant: ButtonProps['variant'];
};

export const accountActionTexts: Record<AccountAction, ActionText> = {
  approve: {
    button: 'Onayla',
    title: 'Hesabı onayla',
    description: 'Hesap etkinleşir; avukat bildirim alır ve ana sayfaya yönlendirilir.',
    reasonLabel: null,
    confirmLabel: 'Onayla',
    variant: 'success',
  },
  reject: {
    button: 'Reddet',
    title: 'Hesabı reddet',
    description: 'Gerekçe avukata hesabının askıya alındığı sayfada gösterilir.',
    confirmLabel: 'Reddet',
    variant: 'danger',
  },
  ban: {
    button: 'Engelle',
    title: 'Hesabı engelle',
    description: 'Mesaj avukata hesabının askıya alındığı sayfada gösterilir.',
    reasonLabel: 'Engel mesajı',
    confirmLabel: 'Engelle',
    variant: 'danger',
  },
  unban: {
    button: 'Engeli kaldır',
    title: 'Engeli kaldır',
    confirmLabel: 'Engeli kaldır',
    variant: 'secondary',
  },
  restrict: {
    button: 'Görev oluşturmayı kısıtla',
    title: 'Görev oluşturma kısıtı',
    description: '0 kısıtı kaldırır; 0’dan büyük bir değer görev oluşturmayı kapatır.',
    confirmLabel: 'Kaydet',
    number: { label: 'Kısıt (add_mission)', min: 0, max: ADMIN_RESTRICTION_MAX, defaultValue: 1 },
    variant: 'secondary',
  },
  grantPro: {
    button: 'Pro ver',
    title: 'Pro üyelik ver',
    description: 'Süre bugünden ya da süren üyeliğin bitişinden itibaren eklenir.',
    confirmLabel: 'Pro ver',
    number: { label: 'Gün sayısı', min: 1, max: ADMIN_PRO_MAX_DAYS, defaultValue: 30 },
    variant: 'secondary',
  },
  revokePro: {
    button: 'Pro’yu geri al',
    title: 'Pro üyeliği sona erdir',
    confirmLabel: 'Sona erdir',
    variant: 'secondary',
  },
};

/** The actions that fit the account's standing, in the order the drawer offers them. */
export function accountActions(account: AdminAccount): AccountAction[] {
  const actions: AccountAction[] = [];
  if (account.status === 'passive' && !account.ban_message) actions.push('approve', 'reject');
  actions.push(account.ban_message ? 'unban' : 'ban', 'restrict', 'grantPro');
  if (account.vip) actions.push('revokePro');
  return actions;
}

export type AccountDrawerProps = {
  /** The account shown; null closes the drawer. */
  account: AdminAccount | null;
  onClose: () => void;
  /** Carries out an action; resolves to the server's refusal, or null when it is done. */
  onAction: (action: AccountAction, input: ReasonDialogResult) => Promise<string | null>;
  texts?: Record<AccountAction, ActionText>;
  /** The lawyer's wallet and its correction; the section is left out when not given. */
  wallet?: WalletSectionProps;
};

/** One account: who he is, how he registered, his standing, and what the operator may do. */
export function AccountDrawer({
  account,
  onClose,
  onAction,
  texts = accountActionTexts,
  wallet,
}: AccountDrawerProps) {
  const [action, setAction] = React.useState<AccountAction | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const current = action ? texts[action] : null;

  const confirm = async (input: ReasonDialogResult) => {
    if (!action) return;
    setBusy(true);
    setError(null);
    try {
      const refusal = await onAction(action, input);
      if (refusal) setError(refusal);
      else setAction(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DetailDrawer
        open={account !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={account?.name ?? ''}
        description={
          account
            ? [account.bar, account.sicil ? `Sicil ${account.sicil}` : null].filter(Boolean).join(' · ')
            : undefined
        }
        footer={
          account
            ? accountActions(account).map((a) => (
                <Button
                  key={a}
                  size="sm"
                  variant={texts[a].variant}
                  onClick={() => {
                    setError(null);
                    setAction(a);
                  }}
                >
                  {texts[a].button}
                </Button>
              ))
            : null
        }
      >
        {account ? (
          <DetailList data-slot="account-details">
            <DetailRow label="Durum">
              <AccountStandingBadge account={account} />
            </DetailRow>
            <DetailRow label="T.C. Kimlik No">{account.tc ?? '—'}</DetailRow>
            <DetailRow label="Telefon">
              {account.telephone} {account.sms_verified ? '(doğrulandı)' : '(doğrulanmadı)'}
            </DetailRow>
            <DetailRow label="E-posta">
              {account.email ?? '—'} {account.email_verified ? '(doğrulandı)' : '(doğrulanmadı)'}
            </DetailRow>
            <DetailRow label="Kayıt">{formatAdminTime(account.created_at)}</DetailRow>
            <DetailRow label="Pro bitişi">
              {account.vip && account.pro_last_date ? formatAdminTime(account.pro_last_date) : '—'}
            </DetailRow>
            <DetailRow label="Görev kısıtı">{account.add_mission}</DetailRow>
            {account.ban_message ? <DetailRow label="Engel mesajı">{account.ban_message}</DetailRow> : null}
          </DetailList>
        ) : null}
        {account && wallet ? <WalletSection {...wallet} className="mt-6 border-t border-line pt-4" /> : null}
      </DetailDrawer>
      {current ? (
        <ReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setAction(null);
          }}
          {...current}
          confirmVariant={current.variant}
          busy={busy}
          error={error}
          onConfirm={(input) => void confirm(input)}
        />
      ) : null}
    </>
  );
}
