import {
  type AdminPopup,
  type WebPopupAudience,
  isContentLink,
  isPopupImage,
  popupAudienceLabels,
} from '@meslektas/domain';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import type { ListStateProps } from '../admin-pager/admin-pager.tsx';
import { AdminEditSection, type DraftProblems } from '../admin-edit-section/admin-edit-section.tsx';
import type { ContentRefusal } from '../content-form/content-form.tsx';

export type PopupDraft = { image: string; link: string; audience: WebPopupAudience };

export const contentPopupsLabels = {
  caption: 'Pop-up’lar',
  intro: 'Ana sayfada en çok bir pop-up yayındadır; birini yayına almak öbürlerini kaldırır.',
  add: 'Yeni pop-up',
  image: 'Görsel adresi',
  imageHint: 'https:// ile ya da / ile başlayan bir görsel adresi.',
  preview: 'Görsel',
  previewAlt: 'Pop-up görseli',
  link: 'Bağlantı (isteğe bağlı)',
  linkColumn: 'Bağlantı',
  linkHint: 'Görsele tıklayınca açılır: /premium-uyelik ya da https://…',
  audience: 'Hedef kitle',
  state: 'Durum',
  live: 'Yayında',
  off: 'Yayında değil',
  activate: 'Yayına al',
  deactivate: 'Yayından kaldır',
  edit: 'Düzenle',
  delete: 'Sil',
  noLink: 'Bağlantı yok',
  createTitle: 'Yeni pop-up',
  editTitle: 'Pop-up’ı düzenle',
  deleteTitle: 'Pop-up’ı sil',
  deleteDescription: 'Pop-up kalıcı olarak silinir; denetim kaydı eski hâlini saklar.',
  imageInvalid: 'Görsel https:// ile ya da / ile başlayan bir adres olmalıdır.',
  linkInvalid: 'Bağlantı / ile başlayan bir site sayfası ya da https:// adresi olmalıdır.',
  empty: 'Henüz pop-up yok.',
};

export type ContentPopupsProps = ListStateProps & {
  popups: readonly AdminPopup[];
  onSave: (popup: AdminPopup | null, draft: PopupDraft) => Promise<ContentRefusal | null>;
  onSetActive: (popup: AdminPopup, active: boolean) => void;
  /** The pop-up whose activation is in flight. */
  switchingId?: number | null;
  onDelete: (popup: AdminPopup) => Promise<string | null>;
  audienceLabels?: Record<WebPopupAudience, string>;
  labels?: Partial<typeof contentPopupsLabels>;
};

const label = (p: AdminPopup) => `#${p.id}`;

/** The home pop-ups: the image, where it leads, who sees it, and which one is live. */
export function ContentPopups({
  popups,
  onSave,
  onSetActive,
  switchingId = null,
  onDelete,
  audienceLabels = popupAudienceLabels,
  labels,
  ...list
}: ContentPopupsProps) {
  const l = { ...contentPopupsLabels, ...labels };
  const columns: DataTableColumn<AdminPopup>[] = [
    {
      id: 'preview',
      header: l.preview,
      cell: (p) => (
        <img src={p.image} alt={`${l.previewAlt} ${label(p)}`} className="h-16 w-24 rounded object-cover" />
      ),
    },
    {
      id: 'link',
      header: l.linkColumn,
      cell: (p) => <span className="break-all font-mono text-xs">{p.link ?? l.noLink}</span>,
    },
    { id: 'audience', header: l.audience, cell: (p) => audienceLabels[p.audience] },
    {
      id: 'state',
      header: l.state,
      cell: (p) => <Badge tone={p.active ? 'success' : 'secondary'}>{p.active ? l.live : l.off}</Badge>,
      // The card's title carries the state already.
      hideOnCard: true,
    },
  ];

  return (
    <AdminEditSection
      {...list}
      slot="content-popups"
      label={l.caption}
      intro={l.intro}
      addLabel={l.add}
      columns={columns}
      rows={popups}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-popup-id': p.id, 'data-active': p.active })}
      cardTitle={(p) => (
        <span className="flex items-center justify-between gap-2">
          {label(p)}
          <Badge tone={p.active ? 'success' : 'secondary'}>{p.active ? l.live : l.off}</Badge>
        </span>
      )}
      rowName={label}
      rowActions={(p) => (
        <Button
          size="sm"
          variant={p.active ? 'secondary' : 'success'}
          // While busy the button reads 'Lütfen Bekleyiniz'; its name must say the same.
          aria-label={
            switchingId === p.id ? undefined : `${p.active ? l.deactivate : l.activate}: ${label(p)}`
          }
          busy={switchingId === p.id}
          onClick={() => onSetActive(p, !p.active)}
        >
          {p.active ? l.deactivate : l.activate}
        </Button>
      )}
      emptyText={l.empty}
      labels={l}
      onSave={onSave}
      onDelete={onDelete}
      deleteTitle={l.deleteTitle}
      deleteDescription={(p) => `${label(p)} — ${l.deleteDescription}`}
      form={{
        draftOf: (popup): PopupDraft =>
          popup
            ? { image: popup.image, link: popup.link ?? '', audience: popup.audience }
            : { image: '', link: '', audience: 'all' },
        check: (draft) => {
          const problems: DraftProblems<PopupDraft> = {};
          if (!isPopupImage(draft.image.trim())) problems.image = l.imageInvalid;
          if (draft.link.trim() !== '' && !isContentLink(draft.link.trim())) problems.link = l.linkInvalid;
          return problems;
        },
        valueOf: (draft) => ({ ...draft, image: draft.image.trim(), link: draft.link.trim() }),
        title: (popup) => (popup ? `${l.editTitle} ${label(popup)}` : l.createTitle),
        fields: ({ draft, set, errorOf }) => (
          <>
            <Field label={l.image} hint={l.imageHint} error={errorOf('image')} required>
              <Input value={draft.image} onChange={(e) => set('image', e.target.value)} required />
            </Field>
            {isPopupImage(draft.image.trim()) ? (
              <img
                src={draft.image.trim()}
                alt={l.previewAlt}
                className="max-h-48 w-fit rounded object-contain"
              />
            ) : null}
            <Field label={l.link} hint={l.linkHint} error={errorOf('link')}>
              <Input value={draft.link} onChange={(e) => set('link', e.target.value)} />
            </Field>
            <Field label={l.audience} error={errorOf('audience')} required>
              <Select
                value={draft.audience}
                onChange={(e) => set('audience', e.target.value as WebPopupAudience)}
                options={(['all', 'non_vip'] as const).map((value) => ({
                  value,
                  label: audienceLabels[value],
                }))}
              />
            </Field>
          </>
        ),
      }}
    />
  );
}
