import { successToast } from '@meslektas/domain';
import {
  AuthorityDocumentForm,
  type AuthorityDocumentErrors,
  type AuthorityDocumentValues,
} from '@meslektas/ui';
import { useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import {
  removeAuthorityDocument,
  saveAuthorityDocument,
  useMyAuthorityDocument,
} from '../api/authority-document.ts';

const firstOf = (errors: Record<string, string[]> | undefined): AuthorityDocumentErrors => ({
  tc: errors?.tc?.[0],
  sicil: errors?.sicil?.[0],
  consent: errors?.consent?.[0],
});

/** /yetki-belgesi: the lawyer's authority document; every server refusal is an error toast. */
export default function AuthorityDocumentPage() {
  const { data: document, mutate } = useMyAuthorityDocument();
  const { data: constants } = useConstants();
  const [busy, setBusy] = useState<'save' | 'remove' | false>(false);
  const [errors, setErrors] = useState<AuthorityDocumentErrors>({});
  if (!document) return <RouteFallback />;

  async function run(
    kind: 'save' | 'remove',
    action: () => Promise<{ message: string; data: typeof document }>,
  ) {
    if (busy) return;
    setBusy(kind);
    setErrors({});
    try {
      const answer = await action();
      await mutate(answer.data, { revalidate: false });
      perform({ toast: successToast(answer.message) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      perform(error.outcome);
      setErrors(firstOf(error.outcome.fieldErrors));
    } finally {
      setBusy(false);
    }
  }

  const current = document;
  return (
    <AuthorityDocumentForm
      className="mx-auto"
      document={current}
      busy={busy}
      errors={errors}
      notice={constants?.yetki_belgesi_bilgi}
      onSave={(values: AuthorityDocumentValues) =>
        void run('save', () =>
          saveAuthorityDocument({ id: current.id, name: current.name, baro_id: current.baro_id, ...values }),
        )
      }
      onRemove={() => {
        if (current.id !== null) {
          const id = current.id;
          void run('remove', () => removeAuthorityDocument(id));
        }
      }}
    />
  );
}
