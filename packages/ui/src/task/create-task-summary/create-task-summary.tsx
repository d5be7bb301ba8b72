import { plainText } from '@meslektas/domain';
import type * as React from 'react';
import { UrgentBadge } from '../../components/urgent-badge/urgent-badge.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card, CardFooter, CardHeader, CardTitle } from '../../components/card/card.tsx';
import { DateLabel } from '../../components/date-label/date-label.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { cn } from '../../lib/cn.ts';
import { TermList } from '../term-list/term-list.tsx';

/**
 * What the confirmation shows: names rather than ids, as the form resolved them. Free text is shown
 * as domain's `plainText` makes it, the same rule the server stores it by.
 */
export type CreateTaskSummaryData = {
  barName: string;
  /** Courthouse name, or the chosen location's name when out of the courthouse. */
  place: string;
  address: string | null;
  categoryName: string;
  price: number;
  planDate: string;
  planTime: string | null;
  description: string;
  fast: boolean;
};

export const createTaskSummaryLabels = {
  title: 'Görev Özeti',
  bar: 'Baro',
  place: 'Yer',
  address: 'Adres',
  category: 'Kategori',
  price: 'Bütçe',
  date: 'Tarih',
  time: 'Saat',
  description: 'Açıklama',
  urgent: 'Acil',
  edit: 'Düzenle',
  create: 'Görevi Oluştur',
};

export type CreateTaskSummaryProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  summary: CreateTaskSummaryData;
  now: Date;
  onEdit: () => void;
  onCreate: () => void;
  /** While the create call runs: the create button shows the please-wait label, edit is disabled. */
  busy?: boolean;
  labels?: Partial<typeof createTaskSummaryLabels>;
};

export function CreateTaskSummary({
  summary,
  now,
  onEdit,
  onCreate,
  busy = false,
  labels,
  className,
  ...props
}: CreateTaskSummaryProps) {
  const l = { ...createTaskSummaryLabels, ...labels };
  return (
    <Card data-slot="create-task-summary" className={cn(className)} {...props}>
      <CardHeader>
        <CardTitle>{l.title}</CardTitle>
        {summary.fast ? <UrgentBadge label={l.urgent} /> : null}
      </CardHeader>
      <TermList
        className="text-sm sm:grid-cols-[10rem_1fr]"
        rows={[
          [l.bar, summary.barName],
          [l.place, plainText(summary.place)],
          summary.address ? [l.address, plainText(summary.address)] : null,
          [l.category, summary.categoryName],
          [l.price, <PriceTag key="price" amount={summary.price} />],
          [l.date, <DateLabel key="date" date={summary.planDate} now={now} />],
          summary.planTime ? [l.time, summary.planTime] : null,
          // The server stores free text without markup; the owner confirms exactly what will be saved.
          [l.description, plainText(summary.description)],
        ]}
      />
      <CardFooter className="justify-end">
        <Button variant="secondary" disabled={busy} onClick={onEdit}>
          {l.edit}
        </Button>
        <Button busy={busy} onClick={onCreate}>
          {l.create}
        </Button>
      </CardFooter>
    </Card>
  );
}
