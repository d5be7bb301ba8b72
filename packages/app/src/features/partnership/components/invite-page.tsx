import { errorToast, feedbackMessages, successToast } from '@meslektas/domain';
import { PageTitle, ReferralPanel } from '@meslektas/ui';
import { routes } from '../../../config/paths.ts';
import { perform } from '../../../lib/outcomes.ts';
import { useReferences } from '../api/get-references.ts';
import { useReferralInfo } from '../api/get-referral-info.ts';

/** Writes the link to the clipboard; the spec's two toasts say whether it worked. */
async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    perform({ toast: successToast(feedbackMessages.referralCopied) });
  } catch {
    perform({ toast: errorToast(feedbackMessages.genericError) });
  }
}

/** /davet-et-kazan: the invitation, the lawyer's own link (copy, WhatsApp) and his references. */
export default function InvitePage() {
  const info = useReferralInfo();
  const references = useReferences();
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <PageTitle title={routes.invite.title} />
      <ReferralPanel
        {...(info.data ? { info: info.data } : {})}
        references={references.data ?? []}
        loading={!info.data && !info.error}
        error={Boolean(info.error)}
        onRetry={() => void info.mutate()}
        onCopyLink={(url) => void copyLink(url)}
      />
    </section>
  );
}
