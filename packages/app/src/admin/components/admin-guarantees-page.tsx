import { type AdminGuarantee, type AdminGuaranteeFilter, adminGuaranteeFilters } from '@meslektas/domain';
import {
  GuaranteeDecisionForm,
  type GuaranteeDecisionErrors,
  GuaranteeQueue,
  Modal,
  ModalBody,
  ModalContent,
  ModalHeader,
  ModalTitle,
} from '@meslektas/ui';
import { useState } from 'react';
import { decideGuarantee, finishGuarantee, useAdminGuarantees } from '../api/guarantees.ts';
import { pageState } from '../lib/list-state.ts';
import { operatorAction, operatorFormAction } from '../lib/operator-action.ts';
import { ConsoleHeading } from './console-layout.tsx';

/**
 * Güvenceli ödemeler: every task's payment with its parties, filtered by state; a held one (a
 * dispute open, or frozen by a late cancellation) is decided in a dialog: released, refunded or
 * split, with a reason. One whose ending was left open at the provider is finished from its row
 * ('Aktarımı Tamamla').
 */
export default function GuaranteesPage() {
  const [state, setState] = useState<AdminGuaranteeFilter>(adminGuaranteeFilters[0]);
  const [page, setPage] = useState(1);
  const [finishing, setFinishing] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const [deciding, setDeciding] = useState<AdminGuarantee | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<GuaranteeDecisionErrors>({});
  const [error, setError] = useState<string | null>(null);
  const list = useAdminGuarantees({ state, page });
  const payments = list.data?.data ?? [];

  const open = (id: number) => {
    setDeciding(payments.find((p) => p.id === id) ?? null);
    setErrors({});
    setError(null);
  };

  return (
    <>
      <ConsoleHeading status={done}>Güvenceli Ödemeler</ConsoleHeading>
      <GuaranteeQueue
        payments={payments}
        filter={state}
        onFilterChange={(next) => {
          setState(next);
          setPage(1);
        }}
        onDecide={(payment) => open(payment.id)}
        finishing={finishing}
        onFinish={async (payment) => {
          setFinishing(payment.id);
          const refusal = await operatorAction(
            () => finishGuarantee(payment.id),
            (message) => setDone(`${message} (Ödeme #${payment.id})`),
          );
          setFinishing(null);
          if (refusal) setDone(`${refusal} (Ödeme #${payment.id})`);
        }}
        {...pageState(list, page, setPage, 'Güvenceli ödemeler yüklenemedi.')}
      />
      <Modal open={deciding !== null} onOpenChange={(next) => (next ? null : setDeciding(null))}>
        <ModalContent size="lg">
          <ModalHeader>
            <ModalTitle>{deciding ? `Ödeme #${deciding.id} · ${deciding.title}` : ''}</ModalTitle>
          </ModalHeader>
          <ModalBody>
            {deciding ? (
              <GuaranteeDecisionForm
                guarantee={deciding}
                busy={busy}
                errors={errors}
                error={error}
                onSubmit={async (decision) => {
                  setBusy(true);
                  const refusal = await operatorFormAction(
                    () => decideGuarantee(deciding.id, decision),
                    (message) => {
                      setDone(`${message} (Ödeme #${deciding.id})`);
                      setDeciding(null);
                    },
                  );
                  setBusy(false);
                  setErrors(refusal?.fields ?? {});
                  setError(refusal && Object.keys(refusal.fields).length === 0 ? refusal.message : null);
                }}
              />
            ) : null}
          </ModalBody>
        </ModalContent>
      </Modal>
    </>
  );
}
