import { lazy, Suspense, useEffect, useState } from 'react';
import { bindOutcomes, type Outcome } from '../lib/outcomes.ts';

// The dialog's code loads with the first modal, as the toaster's does with the first toast.
const OutcomeModal = lazy(() => import('./outcome-modal.tsx'));

/**
 * The one place an outcome's modal appears (e.g. checkAdliyeUsers' modalMessage), mounted once
 * beside the toaster. A newer modal replaces the one still open.
 */
export function OutcomeModalHost() {
  const [modal, setModal] = useState<NonNullable<Outcome['modal']> | null>(null);
  useEffect(() => bindOutcomes({ showModal: setModal }), []);
  if (!modal) return null;
  return (
    <Suspense>
      <OutcomeModal modal={modal} onClose={() => setModal(null)} />
    </Suspense>
  );
}
