import { type ConsentDocument, buildPath, consentPageSlugs } from '@meslektas/domain';
import { LegalDocumentDialog, registerFormLabels } from '@meslektas/ui';
import { useNoticePage } from '../../../api/get-page.ts';

const titles: Record<ConsentDocument, string> = {
  kvkk: registerFormLabels.kvkkLink,
  terms: registerFormLabels.termsLink,
};

/** A consent text of /kayit over the form (the public notice page's title and body). */
export default function ConsentDialog({
  document,
  onClose,
}: {
  document: ConsentDocument | null;
  onClose: () => void;
}) {
  // The last text stays loaded while the dialog closes, so it does not empty during the fade.
  const shown = document ?? 'kvkk';
  const slug = consentPageSlugs[shown];
  const { data: page, error, mutate } = useNoticePage(slug);
  return (
    <LegalDocumentDialog
      open={document !== null}
      onOpenChange={(open) => !open && onClose()}
      title={page?.title ?? titles[shown]}
      body={page?.body}
      error={Boolean(error)}
      onRetry={() => void mutate()}
      href={buildPath('notice-page', { slug })}
    />
  );
}
