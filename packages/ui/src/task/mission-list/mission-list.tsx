import {
  type MissionRow,
  canRate,
  cancelReasonText,
  formatDashedDate,
  isCancelled,
  reachLabel,
} from '@meslektas/domain';
import * as React from 'react';
import { StatusBadge } from '../../components/badge/badge.tsx';
import { GuaranteeBadge } from '../../guarantee/guarantee-badge/guarantee-badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { LoadMore } from '../../components/load-more/load-more.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { DataTable, type DataTableColumn } from '../../components/table/table.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { LoadState, type LoadStateFlags } from '../../lib/load-state.tsx';
import type { RatingValue } from '../rating-form/rating-form.tsx';

// A row's dialogs (and Radix's dialog with them) are fetched once the list has painted.
const MissionDetailModal = lazyDialog(() =>
  import('../mission-detail-modal/mission-detail-modal.tsx').then((m) => m.MissionDetailModal),
);
const CancelReasonModal = lazyDialog(() =>
  import('../cancel-reason-modal/cancel-reason-modal.tsx').then((m) => m.CancelReasonModal),
);
const TextModal = lazyDialog(() => import('../../components/modal/text-modal.tsx').then((m) => m.TextModal));
const RatingModal = lazyDialog(() => import('../rating-form/rating-form.tsx').then((m) => m.RatingModal));

export const missionListLabels = {
  caption: 'Görevler',
  category: 'Kategori',
  place: 'Yer',
  date: 'Tarih',
  price: 'Ücret',
  status: 'Durum',
  actions: 'İşlemler',
  /** Opens the summary modal (showMissionDetail). */
  detail: 'Görev Özeti',
  /** The two parties' way to the task's detail page (with showLawyerProfile, see `detailHref`). */
  detailPage: 'Görev Detayları',
  /** Leads to the counterpart's lawyer profile (showLawyerProfile). */
  lawyerProfile: 'Avukat Profili',
  applicants: 'Başvurular',
  info: 'Bilgi',
  infoTitle: 'Bilgi',
  cancel: 'İptal Et',
  cancelReason: 'İptal Sebebi',
  waitingForResult: 'Sonucu Bekleyiniz',
  waitingNotice: 'Görev sahibinin seçimi bekleniyor.',
  complete: 'Tamamlandı Olarak İşaretle',
  rate: 'Puan Ver',
  empty: 'Görev bulunamadı.',
  loading: 'Görevler yükleniyor...',
  error: 'Görevler yüklenemedi.',
  retry: 'Tekrar Dene',
};

export type MissionListProps = LoadStateFlags & {
  missions: readonly MissionRow[];
  /** Load more: the server's totalPage and the pages shown so far. */
  totalPage?: number;
  page?: number;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /**
   * Status texts this list leaves out (the applied list hides its 'completed' text); the
   * container passes them because the server decides the wording.
   */
  hiddenStatusTexts?: readonly string[];
  onCancel?: (mission: MissionRow) => void;
  onLawyerProfile?: (mission: MissionRow) => void;
  onSelectUser?: (mission: MissionRow) => void;
  onComplete?: (mission: MissionRow) => void;
  /**
   * Sends a rating. When it returns a promise the modal closes once it resolves and stays open,
   * with what was typed, when it rejects (the caller has already shown why).
   */
  onRate?: (mission: MissionRow, value: RatingValue) => void | Promise<unknown>;
  /**
   * The mission whose rating modal is open, for opening it from outside (the spec opens it right
   * after marking a task completed); it must be one of `missions`. Leave undefined to let the
   * 'Puan Ver' buttons manage it.
   */
  ratingMissionId?: number | null;
  onRatingOpenChange?: (missionId: number | null) => void;
  /** With these, 'Avukat Profili' and 'Başvurular' are links instead of callback buttons. */
  lawyerProfileHref?: (mission: MissionRow) => string;
  /**
   * The task's detail page. Offered on the rows that show the counterpart's profile
   * (showLawyerProfile: the two parties of an assigned or completed task), beside it.
   */
  detailHref?: (mission: MissionRow) => string;
  selectUserHref?: (mission: MissionRow) => string;
  /** The mission whose complete or rate call is running. */
  busyMissionId?: number | null;
  labels?: Partial<typeof missionListLabels>;
  className?: string;
};

type Open = { kind: 'detail' | 'info' | 'cancelReason'; mission: MissionRow } | null;

/** The created, selected, applied, not-applied and completed lists: a table on desktop, cards on phones. */
export function MissionList({
  missions,
  loading = false,
  error = false,
  onRetry,
  totalPage = 0,
  page = 0,
  onLoadMore,
  loadingMore = false,
  hiddenStatusTexts = [],
  onCancel,
  onLawyerProfile,
  onSelectUser,
  onComplete,
  onRate,
  ratingMissionId,
  onRatingOpenChange,
  lawyerProfileHref,
  detailHref,
  selectUserHref,
  busyMissionId = null,
  labels,
  className,
}: MissionListProps) {
  const l = { ...missionListLabels, ...labels };
  const [open, setOpen] = React.useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const [ownRatingId, setOwnRatingId] = React.useState<number | null>(null);
  const ratingId = ratingMissionId === undefined ? ownRatingId : ratingMissionId;
  const setRatingId = (id: number | null) => {
    setOwnRatingId(id);
    onRatingOpenChange?.(id);
  };
  // A task marked completed leaves the created and selected lists when they reload; its rating form
  // stays open on the row as it was last listed.
  const listed = ratingId === null ? undefined : missions.find((m) => m.missionId === ratingId);
  const [kept, setKept] = React.useState<MissionRow | null>(null);
  if (listed && listed !== kept) setKept(listed);
  const rating = listed ?? (ratingId !== null && kept?.missionId === ratingId ? kept : undefined);
  const [sending, setSending] = React.useState(false);
  const submitRating = (value: RatingValue) => {
    if (!rating || !onRate) return;
    const sent = onRate(rating, value);
    if (!(sent instanceof Promise)) return;
    setSending(true);
    sent.then(
      () => {
        setSending(false);
        setRatingId(null);
      },
      () => setSending(false),
    );
  };

  const columns: DataTableColumn<MissionRow>[] = [
    // 'Acil' comes once, among the server's status texts.
    {
      id: 'category',
      header: l.category,
      cell: (m) => <span className="font-medium">{m.categoryName}</span>,
    },
    { id: 'place', header: l.place, cell: (m) => m.missionaddress || m.adliyeName },
    {
      id: 'date',
      header: l.date,
      cell: (m) => (
        <span data-slot="mission-date" className="whitespace-nowrap tabular-nums">
          {formatDashedDate(m.missionDate)}
          {m.missionTime ? ` ${m.missionTime}` : ''}
        </span>
      ),
    },
    { id: 'price', header: l.price, cell: (m) => <PriceTag amount={m.missionPrice} size="sm" /> },
    {
      id: 'status',
      header: l.status,
      cell: (m) => (
        <span className="flex flex-col items-start gap-1">
          <span className="flex flex-wrap gap-1">
            {m.status
              .filter((s) => !hiddenStatusTexts.includes(s.text))
              .map((s) => (
                <StatusBadge key={s.text} text={s.text} colorName={s.colorName} />
              ))}
            {m.reachDistanceM != null ? (
              // Widened to a courthouse he serves: how far away, as the pending list says it.
              <StatusBadge text={reachLabel(m.reachDistanceM)} colorName="warning" />
            ) : null}
            {m.guarantee ? <GuaranteeBadge state={m.guarantee} /> : null}
          </span>
          {isCancelled(m) ? (
            <span data-slot="cancel-text" className="text-xs text-muted">
              {cancelReasonText(m.cancelText)}
            </span>
          ) : null}
        </span>
      ),
    },
  ];

  const actions = (m: MissionRow) => {
    const a = m.showActions;
    const busy = busyMissionId === m.missionId;
    return (
      <>
        {a.showMissionDetail ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'detail', mission: m })}>
            {l.detail}
          </Button>
        ) : null}
        {a.showLawyerProfile && detailHref ? (
          <Button asChild size="sm" variant="outline">
            <Link href={detailHref(m)}>{l.detailPage}</Link>
          </Button>
        ) : null}
        {a.showLawyerProfile && lawyerProfileHref ? (
          <Button asChild size="sm" variant="secondary">
            <Link href={lawyerProfileHref(m)}>{l.lawyerProfile}</Link>
          </Button>
        ) : a.showLawyerProfile && onLawyerProfile ? (
          <Button size="sm" variant="secondary" onClick={() => onLawyerProfile(m)}>
            {l.lawyerProfile}
          </Button>
        ) : null}
        {a.selectUser && selectUserHref ? (
          <Button asChild size="sm">
            <Link href={selectUserHref(m)}>{l.applicants}</Link>
          </Button>
        ) : a.selectUser && onSelectUser ? (
          <Button size="sm" onClick={() => onSelectUser(m)}>
            {l.applicants}
          </Button>
        ) : null}
        {a.infoModal && m.infoText ? (
          <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'info', mission: m })}>
            {l.info}
          </Button>
        ) : null}
        {a.waitingForResultButton ? (
          <span className="flex flex-col items-start gap-1">
            <Button size="sm" variant="secondary" disabled>
              {l.waitingForResult}
            </Button>
            <span className="text-xs text-muted">{l.waitingNotice}</span>
          </span>
        ) : null}
        {a.completedButton && onComplete ? (
          <Button size="sm" variant="success" busy={busy} onClick={() => onComplete(m)}>
            {l.complete}
          </Button>
        ) : null}
        {canRate(m) && onRate ? (
          <Button size="sm" variant="warning" onClick={() => setRatingId(m.missionId)}>
            {l.rate}
          </Button>
        ) : null}
        {a.cancelMission ? (
          <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'cancelReason', mission: m })}>
            {l.cancelReason}
          </Button>
        ) : null}
        {a.showCancelButton && onCancel ? (
          <Button size="sm" variant="danger" onClick={() => onCancel(m)}>
            {l.cancel}
          </Button>
        ) : null}
      </>
    );
  };

  // While a reload runs the table shows its own placeholder rows.
  if (error && !loading)
    return <LoadState error onRetry={onRetry} labels={l} errorTone="empty" className={className} />;

  return (
    <div data-slot="mission-list" className={cn('flex flex-col gap-3', className)}>
      <DataTable
        columns={columns}
        rows={missions}
        rowKey={(m) => m.missionId}
        rowProps={(m) => ({ 'data-mission-id': m.missionId })}
        caption={l.caption}
        actions={actions}
        actionsHeader={l.actions}
        loading={loading}
        loadingLabel={l.loading}
        emptyText={l.empty}
      />
      {onLoadMore && !loading ? (
        <LoadMore total={totalPage} current={page} busy={loadingMore} onLoadMore={onLoadMore} />
      ) : null}

      <MissionDetailModal
        open={open?.kind === 'detail'}
        onOpenChange={close}
        mission={open?.kind === 'detail' ? open.mission : null}
      />
      <CancelReasonModal
        open={open?.kind === 'cancelReason'}
        onOpenChange={close}
        cancelText={open?.mission.cancelText}
      />
      <TextModal
        open={open?.kind === 'info'}
        onOpenChange={close}
        title={l.infoTitle}
        text={open?.mission.infoText}
      />
      <RatingModal
        open={rating !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRatingId(null);
        }}
        busy={sending || (rating !== undefined && busyMissionId === rating.missionId)}
        onSubmit={submitRating}
      />
    </div>
  );
}
