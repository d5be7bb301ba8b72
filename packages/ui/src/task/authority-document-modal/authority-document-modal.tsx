import type { AuthorityDocument } from '@meslektas/domain';
import { ModalCloseButton, ModalFrame } from '../../components/modal/modal.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { TermList } from '../term-list/term-list.tsx';
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
      <TermList
        className="grid-cols-[auto_1fr]"
        valueClassName="tabular-nums"
        rows={[
          [l.bar, document.baroName || '-'],
          [l.tc, document.tc || '-'],
          [l.name, document.name || '-'],
          [l.sicil, document.sicil || '-'],
        ]}
      />
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
