import type { AuthorityDocument } from '@meslektas/domain';
import { ModalCloseButton, ModalFrame } from '../../components/modal/modal.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const authorityDocumentModalLabels = {
  title: 'Yetki Belgesi',
  description: 'Göreve atanan meslektaşınızın yetki belgesi bilgileri.',
  bar: 'Baro',
  tc: 'T.C. Kimlik No',
  name: 'Ad Soyad',
  sicil: 'Sicil No',
  loading: 'Yetki belgesi yükleniyor...',
  empty: 'Yetki belgesi bulunamadı.',
  close: 'Kapat',
};

export type AuthorityDocumentModalProps = DialogProps<typeof authorityDocumentModalLabels> & {
  document: AuthorityDocument | null;
  loading?: boolean;
};

export function AuthorityDocumentModal({
  document,
  loading = false,
  labels,
  ...dialog
}: AuthorityDocumentModalProps) {
  const l = { ...authorityDocumentModalLabels, ...labels };
  let body;
  if (loading) body = <SkeletonList rows={1} label={l.loading} />;
  else if (!document) body = <p>{l.empty}</p>;
  else
    body = (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {(
          [
            [l.bar, document.baroName],
            [l.tc, document.tc],
            [l.name, document.name],
            [l.sicil, document.sicil],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted">{term}</dt>
            <dd className="break-words tabular-nums">{value || '-'}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <ModalFrame
      {...dialog}
      size="sm"
      data-slot="authority-document-modal"
      title={l.title}
      description={l.description}
      footer={<ModalCloseButton>{l.close}</ModalCloseButton>}
    >
      {body}
    </ModalFrame>
  );
}
