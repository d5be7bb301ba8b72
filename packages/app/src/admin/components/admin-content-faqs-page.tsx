import { type FaqKind, faqKinds } from '@meslektas/domain';
import { ContentFaqs } from '@meslektas/ui';
import { useState } from 'react';
import { contentCalls, useContentFaqs } from '../api/content.ts';
import { operatorAction, operatorFormAction } from '../lib/operator-action.ts';
import { loadState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** The two FAQs (general, partnership): questions added, edited, ordered and deleted. */
export default function ContentFaqsPage() {
  const [kind, setKind] = useState<FaqKind>(faqKinds[0]);
  const [done, setDone] = useState('');
  const [reordering, setReordering] = useState(false);
  const list = useContentFaqs(kind);

  const reorder = async (ids: number[]) => {
    setReordering(true);
    const refused = await operatorAction(() => contentCalls.reorderFaqs(kind, ids), setDone);
    if (refused) {
      setDone(refused);
      // The list goes back to the order the server kept.
      await list.mutate();
    }
    setReordering(false);
  };

  return (
    <>
      <ConsoleHeading status={done}>Sıkça Sorulan Sorular</ConsoleHeading>
      <ContentFaqs
        kind={kind}
        onKindChange={setKind}
        faqs={list.data?.data ?? []}
        onSave={(faq, draft) =>
          operatorFormAction(
            () => (faq ? contentCalls.updateFaq(faq.id, draft) : contentCalls.createFaq(kind, draft)),
            (message) => setDone(`${message} (${draft.title})`),
          )
        }
        onDelete={(faq) => operatorAction(() => contentCalls.deleteFaq(faq.id), setDone)}
        onReorder={(ids) => void reorder(ids)}
        reordering={reordering}
        {...loadState(list, 'Sorular yüklenemedi.')}
      />
    </>
  );
}
