import {
  type AdminPopup,
  type WebPopupAudience,
  isContentLink,
  isPopupImage,
  popupAudienceLabels,
} from '@meslektas/domain';
import { Plus } from 'lucide-react';
import * as React from 'react';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import { DataTable, type DataTableColumn } from '../../components/table/table.tsx';
import { cn } from '../../lib/cn.ts';
import {
  type ContentRefusal,
  ContentFormDialog,
  useContentDelete,
  useContentEdit,
} from '../content-form/content-form.tsx';
import { ReasonDialog } from '../reason-dialog/reason-dialog.tsx';

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

export type ContentPopupsProps = {
  popups: readonly AdminPopup[];
  onSave: (popup: AdminPopup | null, draft: PopupDraft) => Promise<ContentRefusal | null>;
  onSetActive: (popup: AdminPopup, active: boolean) => void;
  /** The pop-up whose activation is in flight. */
  switchingId?: number | null;
  onDelete: (popup: AdminPopup) => Promise<string | null>;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  audienceLabels?: Record<WebPopupAudience, string>;
  labels?: Partial<typeof contentPopupsLabels>;
  className?: string;
};

const label = (p: AdminPopup) => `#${p.id}`;

/** The home pop-ups: the image, where it leads, who sees it, and which one is live. */
export function ContentPopups({
  popups,
  onSave,
  onSetActive,
  switchingId = null,
  onDelete,
  loading,
  error,
  onRetry,
  audienceLabels = popupAudienceLabels,
  labels,
  className,
}: ContentPopupsProps) {
  const l = { ...contentPopupsLabels, ...labels };
  const edit = useContentEdit<AdminPopup, PopupDraft>(onSave);
  const remove = useContentDelete<AdminPopup>(onDelete);
  const [draft, setDraft] = React.useState<PopupDraft>({ image: '', link: '', audience: 'all' });
  const [problems, setProblems] = React.useState<Partial<Record<keyof PopupDraft, string>>>({});

  const open = (popup: AdminPopup | null) => {
    setDraft(
      popup
        ? { image: popup.image, link: popup.link ?? '', audience: popup.audience }
        : { image: '', link: '', audience: 'all' },
    );
    setProblems({});
    edit.open(popup);
  };
  const submit = () => {
    const next: Partial<Record<keyof PopupDraft, string>> = {};
    if (!isPopupImage(draft.image.trim())) next.image = l.imageInvalid;
    if (draft.link.trim() !== '' && !isContentLink(draft.link.trim())) next.link = l.linkInvalid;
    setProblems(next);
    if (next.image || next.link) return;
    void edit.save({ ...draft, image: draft.image.trim(), link: draft.link.trim() });
  };
  const errorOf = (key: keyof PopupDraft) => problems[key] ?? edit.refusal?.fields?.[key];

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
    <section
      data-slot="content-popups"
      aria-label={l.caption}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted">{l.intro}</p>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden />
          {l.add}
        </Button>
      </div>
      <DataTable
        caption={l.caption}
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
        actions={(p) => (
          <>
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
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${l.edit}: ${label(p)}`}
              onClick={() => open(p)}
            >
              {l.edit}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`${l.delete}: ${label(p)}`}
              onClick={() => remove.ask(p)}
            >
              {l.delete}
            </Button>
          </>
        )}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyText={l.empty}
      />
      {edit.target ? (
        <ContentFormDialog
          open
          onOpenChange={(next) => {
            if (!next) edit.close();
          }}
          title={edit.target.item ? `${l.editTitle} ${label(edit.target.item)}` : l.createTitle}
          busy={edit.busy}
          error={edit.refusal && !edit.refusal.fields ? edit.refusal.message : null}
          onSubmit={submit}
        >
          <Field label={l.image} hint={l.imageHint} error={errorOf('image')} required>
            <Input
              value={draft.image}
              onChange={(e) => setDraft((d) => ({ ...d, image: e.target.value }))}
              required
            />
          </Field>
          {isPopupImage(draft.image.trim()) ? (
            <img
              src={draft.image.trim()}
              alt={l.previewAlt}
              className="max-h-48 w-fit rounded object-contain"
            />
          ) : null}
          <Field label={l.link} hint={l.linkHint} error={errorOf('link')}>
            <Input value={draft.link} onChange={(e) => setDraft((d) => ({ ...d, link: e.target.value }))} />
          </Field>
          <Field label={l.audience} error={errorOf('audience')} required>
            <Select
              value={draft.audience}
              onChange={(e) => setDraft((d) => ({ ...d, audience: e.target.value as WebPopupAudience }))}
              options={(['all', 'non_vip'] as const).map((value) => ({
                value,
                label: audienceLabels[value],
              }))}
            />
          </Field>
        </ContentFormDialog>
      ) : null}
      {remove.item ? (
        <ReasonDialog
          open
          onOpenChange={(next) => {
            if (!next) remove.cancel();
          }}
          title={l.deleteTitle}
          description={`${label(remove.item)} — ${l.deleteDescription}`}
          reasonLabel={null}
          confirmLabel={l.delete}
          confirmVariant="danger"
          busy={remove.busy}
          error={remove.refusal}
          onConfirm={() => void remove.confirm()}
        />
      ) : null}
    </section>
  );
}
