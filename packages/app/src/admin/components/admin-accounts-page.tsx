import { type AdminAccount, type AdminAccountFilter, adminAccountFilters } from '@meslektas/domain';
import { AccountDrawer, type AccountAction, AccountQueue, type ReasonDialogResult } from '@meslektas/ui';
import { useState } from 'react';
import { accountActionCalls } from '../api/account-actions.ts';
import { useAccounts } from '../api/accounts.ts';
import { adjustWallet, useAccountWallet } from '../api/wallet.ts';
import { operatorAction } from '../lib/operator-action.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

function run(account: AdminAccount, action: AccountAction, { reason, number = 0 }: ReasonDialogResult) {
  const calls = accountActionCalls;
  switch (action) {
    case 'approve':
      return calls.approve(account.id);
    case 'reject':
      return calls.reject(account.id, reason);
    case 'ban':
      return calls.ban(account.id, reason);
    case 'unban':
      return calls.unban(account.id, reason);
    case 'restrict':
      return calls.restrict(account.id, number, reason);
    case 'grantPro':
      return calls.grantPro(account.id, number, reason);
    case 'revokePro':
      return calls.revokePro(account.id, reason);
  }
}

/** The accounts queue and search; a row opens the drawer where the operator acts on the account. */
export default function AccountsPage() {
  const [status, setStatus] = useState<AdminAccountFilter>(adminAccountFilters[0]);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminAccount | null>(null);
  const [done, setDone] = useState('');
  const list = useAccounts({ status, q, page });
  const wallet = useAccountWallet(open?.id ?? null);

  const act = async (action: AccountAction, input: ReasonDialogResult) => {
    if (!open) return null;
    return operatorAction(async () => {
      const answer = await run(open, action, input);
      setOpen(action === 'approve' || action === 'reject' ? null : answer.data);
      return { message: `${answer.message} (${answer.data.name})` };
    }, setDone);
  };

  return (
    <>
      <ConsoleHeading status={done}>Hesaplar</ConsoleHeading>
      <AccountQueue
        accounts={list.data?.data ?? []}
        filter={status}
        onFilterChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        search={q}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
        onOpen={setOpen}
        {...pageState(list, page, setPage, 'Hesaplar yüklenemedi.')}
      />
      <AccountDrawer
        account={open}
        onClose={() => setOpen(null)}
        onAction={act}
        wallet={{
          wallet: wallet.data ? { ...wallet.data.data, entries: wallet.data.data.entries.data } : null,
          loading: wallet.isLoading,
          error: wallet.error ? 'Cüzdan yüklenemedi.' : null,
          onRetry: () => void wallet.mutate(),
          // The wallet's own key is one of the console's, so the action's refresh re-reads it too.
          onAdjust: async ({ amount, reason }) =>
            open
              ? operatorAction(
                  () => adjustWallet(open.id, amount, reason),
                  (message) => setDone(`${message} (${open.name})`),
                )
              : null,
        }}
      />
    </>
  );
}
