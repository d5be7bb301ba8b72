import { type FaqKind, faqKinds } from '@meslektas/domain';
import { ContentFaqs } from '@meslektas/ui';
import { useState } from 'react';
import { contentCalls, useContentFaqs } from '../api/content.ts';
import { consoleAction, formRefusal, refusal } from '../lib/console-actions.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** The two FAQs (general, partnership): questions added, edited, ordered and deleted. */
export default function ContentFaqsPage() {
  const [kind, setKind] = useState<FaqKind>(faqKinds[0]);
  const [done, setDone] = useState('');
  const [reordering, setReordering] = useState(false);
  const { data, error, isLoading, mutate } = useContentFaqs(kind);

  const reorder = async (ids: number[]) => {
    setReordering(true);
    try {
      setDone((await contentCalls.reorderFaqs(kind, ids)).message);
      await mutate();
    } catch (err) {
      setDone(refusal(err));
      await mutate();
    } finally {
      setReordering(false);
    }
  };

  return (
    <>
      <ConsoleHeading>Sıkça Sorulan Sorular</ConsoleHeading>
      <p role="status" className="text-sm text-success">
        {done}
      </p>
      <ContentFaqs
        kind={kind}
        onKindChange={setKind}
        faqs={data?.data ?? []}
        onSave={(faq, draft) =>
          consoleAction(
            () => (faq ? contentCalls.updateFaq(faq.id, draft) : contentCalls.createFaq(kind, draft)),
            (message) => setDone(`${message} (${draft.title})`),
            formRefusal,
          )
        }
        onDelete={(faq) => consoleAction(() => contentCalls.deleteFaq(faq.id), setDone)}
        onReorder={(ids) => void reorder(ids)}
        reordering={reordering}
        loading={isLoading && !data}
        error={error ? 'Sorular yüklenemedi.' : null}
        onRetry={() => void mutate()}
      />
    </>
  );
}
