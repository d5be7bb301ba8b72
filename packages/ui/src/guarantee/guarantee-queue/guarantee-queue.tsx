import { type AdminGuaranteeFilter, type GuaranteeView, adminGuaranteeFilters } from '@meslektas/domain';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { AdminQueue, type FilteredQueueProps, queueFilter } from '../../admin/admin-queue/admin-queue.tsx';
import { GuaranteeBadge } from '../guarantee-badge/guarantee-badge.tsx';

/** One guaranteed payment in the console's list: the payment, its task and its two parties. */
export type GuaranteeQueueRow = Pick<GuaranteeView, 'id' | 'mission_id' | 'state' | 'total' | 'frozen'> & {
  /** The task's title (its category). */
  title: string;
  owner_name: string;
  /** Null while the applicant is only reserved. */
  assignee_name: string | null;
  /** A dispute is open on the task. */
  disputed: boolean;
  /** Its ending was left open at the provider: 'Aktarımı Tamamla' finishes it. */
  needs_finish: boolean;
};

/** The state filter's choices: every state by the name an operator looks for, and 'Tümü'. */
const guaranteeFilterLabels: Record<AdminGuaranteeFilter, string> = {
  all: 'Tümü',
  created: 'Ödeme başlatıldı',
  pending_3ds: '3-D Secure bekleniyor',
  held: 'Güvencede',
  releasing: 'Aktarılıyor',
  refunding: 'İade ediliyor',
  released: 'Avukata aktarıldı',
  refunded: 'İade edildi',
  split: 'Paylaştırıldı',
  failed: 'Ödeme alınamadı',
  abandoned: 'Tamamlanmadı',
};

export const guaranteeQueueLabels = {
  caption: 'Güvenceli ödemeler',
  filter: 'Ödeme durumu',
  task: 'Görev',
  owner: 'Görev sahibi',
  assignee: 'Görevi alan',
  state: 'Durum',
  total: 'Tutar',
  dispute: 'Uyuşmazlık',
  disputed: 'Uyuşmazlık açık',
  frozen: 'Karar bekliyor',
  none: '—',
  decide: 'Karar ver',
  /** The accessible name of a row's button: 'Karar ver: Ödeme #7'. */
  decideFor: (row: Pick<GuaranteeQueueRow, 'id'>) => `Ödeme #${row.id}`,
  stuck: 'Aktarım yarım kaldı',
  finish: 'Aktarımı Tamamla',
  empty: 'Güvenceli ödeme bulunmuyor.',
};

export type GuaranteeQueueProps = FilteredQueueProps<AdminGuaranteeFilter, typeof guaranteeQueueLabels> & {
  payments: readonly GuaranteeQueueRow[];
  /** A held payment's 'Karar ver': the console opens the decision form for it. */
  onDecide: (payment: GuaranteeQueueRow) => void;
  /** 'Aktarımı Tamamla' of a payment whose ending was left open. */
  onFinish: (payment: GuaranteeQueueRow) => void;
  /** The payment being finished: its button waits. */
  finishing?: number | null;
};

/**
 * The console's list of guaranteed payments, filtered by state: the task, both parties, the state,
 * the total and whether a dispute is open; a held payment can be decided from its row, and one
 * whose ending was left open at the provider finished.
 */
export function GuaranteeQueue({
  payments,
  filter,
  onFilterChange,
  filterLabels = guaranteeFilterLabels,
  onDecide,
  onFinish,
  finishing = null,
  labels,
  ...list
}: GuaranteeQueueProps) {
  const l = { ...guaranteeQueueLabels, ...labels };
  const columns: DataTableColumn<GuaranteeQueueRow>[] = [
    {
      id: 'task',
      header: l.task,
      cell: (p) => (
        <span className="flex flex-col">
          <span className="font-medium">{p.title}</span>
          <span className="text-xs text-muted">#{p.mission_id}</span>
        </span>
      ),
      hideOnCard: true,
    },
    { id: 'owner', header: l.owner, cell: (p) => p.owner_name },
    { id: 'assignee', header: l.assignee, cell: (p) => p.assignee_name ?? l.none },
    {
      id: 'state',
      header: l.state,
      cell: (p) => (
        <span className="flex flex-wrap items-center gap-1">
          {/* A phone's card is narrower than the longest state's words: they wrap inside the badge. */}
          <GuaranteeBadge state={p.state} className="max-w-full whitespace-normal" />
          {p.needs_finish ? (
            <Badge tone="warning" className="max-w-full whitespace-normal">
              {l.stuck}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { id: 'total', header: l.total, cell: (p) => <PriceTag amount={p.total} size="sm" /> },
    {
      id: 'dispute',
      header: l.dispute,
      cell: (p) =>
        p.disputed ? (
          <Badge tone="danger">{l.disputed}</Badge>
        ) : p.frozen ? (
          <Badge tone="warning">{l.frozen}</Badge>
        ) : (
          l.none
        ),
    },
  ];
  return (
    <AdminQueue
      {...list}
      slot="guarantee-queue"
      filters={[
        queueFilter({
          label: l.filter,
          value: filter,
          values: adminGuaranteeFilters,
          labels: filterLabels,
          onChange: onFilterChange,
        }),
      ]}
      caption={l.caption}
      columns={columns}
      rows={payments}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-guarantee-id': p.id })}
      cardTitle={(p) => `${p.title} · ${l.task} #${p.mission_id}`}
      actions={(p) =>
        p.state === 'held' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDecide(p)}
            aria-label={`${l.decide}: ${l.decideFor(p)}`}
          >
            {l.decide}
          </Button>
        ) : p.needs_finish ? (
          <Button
            size="sm"
            onClick={() => onFinish(p)}
            busy={finishing === p.id}
            disabled={finishing !== null}
            // While busy the button reads 'Lütfen Bekleyiniz...'; its name then says so too.
            aria-label={finishing === p.id ? undefined : `${l.finish}: ${l.decideFor(p)}`}
          >
            {l.finish}
          </Button>
        ) : null
      }
      emptyText={l.empty}
    />
  );
}
