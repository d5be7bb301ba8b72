import { FaqList, Link, PageTitle } from '@meslektas/ui';
import { routes } from '../../../config/paths.ts';
import { useFaq } from '../api/get-faq.ts';

/** /nasil-calisir: the questions of GET global/faq in an accordion, answers as HTML. */
export default function HowItWorksPage() {
  const { data, error, mutate } = useFaq();
  return (
    <section className="space-y-4">
      <PageTitle title={routes['how-work'].title} />
      <FaqList
        items={(data ?? []).map((f) => ({ title: f.title, content: f.content ?? f.description ?? '' }))}
        loading={!data && !error}
        error={Boolean(error)}
        onRetry={() => void mutate()}
      />
      <p>
        Görevlerin kimlere, ne zaman gösterildiğini ve nasıl atandığını{' '}
        <Link href={routes['task-rules'].path} className="font-medium text-brand-700 underline">
          {routes['task-rules'].title}
        </Link>{' '}
        sayfasında bulabilirsiniz.
      </p>
    </section>
  );
}
