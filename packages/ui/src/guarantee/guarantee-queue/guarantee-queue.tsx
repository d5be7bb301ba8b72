import type { GuaranteeView } from '@meslektas/domain';
import { Badge } from '../../components/badge/badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import type { DataTableColumn } from '../../components/table/table.tsx';
import { AdminQueue, type QueuePageProps } from '../../admin/admin-queue/admin-queue.tsx';
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
};

export const guaranteeQueueLabels = {
  caption: 'Güvenceli ödemeler',
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
  empty: 'Güvenceli ödeme bulunmuyor.',
};

export type GuaranteeQueueProps = QueuePageProps & {
  payments: readonly GuaranteeQueueRow[];
  /** A held payment's 'Karar ver': the console opens the decision form for it. */
  onDecide: (payment: GuaranteeQueueRow) => void;
  labels?: Partial<typeof guaranteeQueueLabels>;
};

/**
 * The console's list of guaranteed payments: the task, both parties, the state, the total and
 * whether a dispute is open; a held payment can be decided from its row.
 */
export function GuaranteeQueue({ payments, onDecide, labels, ...list }: GuaranteeQueueProps) {
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
    { id: 'state', header: l.state, cell: (p) => <GuaranteeBadge state={p.state} /> },
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
        ) : null
      }
      emptyText={l.empty}
    />
  );
}
