import { AuthorityDocumentForm, type AuthorityDocumentValues } from '@meslektas/ui';
import { useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import {
  removeAuthorityDocument,
  saveAuthorityDocument,
  useMyAuthorityDocument,
} from '../api/authority-document.ts';

/** /yetki-belgesi: the lawyer's authority document; every server refusal is an error toast. */
export default function AuthorityDocumentPage() {
  const { data: document, mutate } = useMyAuthorityDocument();
  const { data: constants } = useConstants();
  const [kind, setKind] = useState<'save' | 'remove'>('save');
  const act = useAction(
    async (action: () => ReturnType<typeof removeAuthorityDocument>) => {
      const answer = await action();
      await mutate(answer.data, { revalidate: false });
      return answer;
    },
    { toast: true },
  );
  if (!document) return <RouteFallback />;

  const run = (next: 'save' | 'remove', action: () => ReturnType<typeof removeAuthorityDocument>) => {
    if (act.busy) return;
    setKind(next);
    void act.run(action);
  };

  const current = document;
  return (
    <AuthorityDocumentForm
      className="mx-auto"
      document={current}
      busy={act.busy ? kind : false}
      errors={act.errors}
      notice={constants?.yetki_belgesi_bilgi}
      onSave={(values: AuthorityDocumentValues) =>
        run('save', () =>
          saveAuthorityDocument({ id: current.id, name: current.name, baro_id: current.baro_id, ...values }),
        )
      }
      onRemove={() => {
        if (current.id !== null) {
          const id = current.id;
          run('remove', () => removeAuthorityDocument(id));
        }
      }}
    />
  );
}
