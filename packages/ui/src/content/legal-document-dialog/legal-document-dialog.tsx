import { ExternalLink } from 'lucide-react';
import { ModalCloseButton, ModalFrame } from '../../components/modal/modal.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { HtmlContent } from '../html-content/html-content.tsx';

export const legalDocumentDialogLabels = {
  loading: 'Metin yükleniyor...',
  error: 'Metin yüklenemedi.',
  retry: 'Tekrar Dene',
  fullPage: 'Yeni sekmede aç',
  close: 'Kapat',
};

export type LegalDocumentDialogProps = DialogProps<typeof legalDocumentDialogLabels> & {
  /** The dialog's name while the text loads: the link's own words ('KVKK Aydınlatma Metni'). */
  title: string;
  /** The page's HTML body once it arrived. */
  body?: string;
  error?: boolean;
  onRetry?: () => void;
  /** The same text as a page of its own, readable without an account. */
  href: string;
};

/**
 * A text a form asks consent to (KVKK notice, terms of use), read over the form so that nothing
 * typed into it is lost; the full page opens in a new tab.
 */
export function LegalDocumentDialog({
  title,
  body,
  error,
  onRetry,
  href,
  labels,
  ...dialog
}: LegalDocumentDialogProps) {
  const l = { ...legalDocumentDialogLabels, ...labels };
  return (
    <ModalFrame
      {...dialog}
      size="lg"
      title={title}
      bodyProps={{ 'data-slot': 'legal-document-body' }}
      footerClassName="sm:items-center sm:justify-between"
      footer={
        <>
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-brand-700 underline"
          >
            {l.fullPage}
            <ExternalLink aria-hidden className="size-4" />
          </a>
          <ModalCloseButton>{l.close}</ModalCloseButton>
        </>
      }
    >
      <LoadState
        loading={!error && body === undefined}
        error={error}
        onRetry={onRetry}
        labels={l}
        skeleton={
          <div role="status" aria-label={l.loading} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        }
      >
        {body === undefined ? null : <HtmlContent html={body} />}
      </LoadState>
    </ModalFrame>
  );
}
