import { type MissionRow, formatDashedDate } from '@meslektas/domain';
import type * as React from 'react';
import { UrgentBadge } from '../../components/urgent-badge/urgent-badge.tsx';
import { ModalCloseButton, ModalFrame } from '../../components/modal/modal.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { TermList } from '../term-list/term-list.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const missionDetailModalLabels = {
  title: 'Görev Özeti',
  date: 'Tarih',
  place: 'Yer',
  time: 'Saat',
  category: 'Kategori',
  price: 'Ücret',
  detail: 'Açıklama',
  urgent: 'Acil',
  close: 'Kapat',
};

export type MissionDetailModalProps = DialogProps<typeof missionDetailModalLabels> & {
  mission: MissionRow | null;
};

/** The list screens' quick look: date as DD-MM-YYYY, place, time if any, category, price, text. */
export function MissionDetailModal({ mission, labels, ...dialog }: MissionDetailModalProps) {
  const l = { ...missionDetailModalLabels, ...labels };
  return (
    <ModalFrame
      {...dialog}
      open={dialog.open && !!mission}
      data-slot="mission-detail-modal"
      titleClassName="flex items-center gap-2"
      title={
        <>
          {l.title}
          {mission?.fast ? <UrgentBadge label={l.urgent} /> : null}
        </>
      }
      footer={<ModalCloseButton>{l.close}</ModalCloseButton>}
    >
      {mission ? (
        <TermList
          className="grid-cols-[auto_1fr]"
          rows={[
            [l.date, formatDashedDate(mission.missionDate)],
            [l.place, mission.missionaddress || mission.adliyeName],
            mission.missionTime ? [l.time, mission.missionTime] : null,
            [l.category, mission.categoryName],
            [l.price, <PriceTag key="price" amount={mission.missionPrice} size="sm" />],
            [l.detail, mission.misssionDetail],
          ]}
        />
      ) : null}
    </ModalFrame>
  );
}
