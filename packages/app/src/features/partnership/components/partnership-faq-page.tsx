import { api } from '@meslektas/domain/client';
import { FaqList, PageTitle } from '@meslektas/ui';
import useSWR from 'swr';
import { routes } from '../../../config/paths.ts';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** /partnership-faq: the invite-and-earn questions (GET partnership/faq) and the HTML text under them. */
export default function PartnershipFaqPage() {
  const { data, error, mutate } = useSWR(callKey(api.reference.partnershipFaq), () =>
    callApi(api.reference.partnershipFaq),
  );
  return (
    <section className="space-y-4">
      <PageTitle title={routes['partnership-faq'].title} />
      <FaqList
        items={(data?.data ?? []).map((f) => ({ title: f.title, content: f.content ?? f.description ?? '' }))}
        {...(data?.bottom_text ? { bottomHtml: data.bottom_text } : {})}
        loading={!data && !error}
        error={Boolean(error)}
        onRetry={() => void mutate()}
      />
    </section>
  );
}
