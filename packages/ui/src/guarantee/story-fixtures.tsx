import type { GuaranteeState, GuaranteeView } from '@meslektas/domain';
import type { Decorator } from '@storybook/react-vite';
import type { GuaranteeQueueRow } from './guarantee-queue/guarantee-queue.tsx';

/** Story-only fixtures of güvenceli ödeme; not exported from the package. */

/** A card or form at the width it has on its page. */
export const framed =
  (width: 'max-w-md' | 'max-w-lg' | 'max-w-xl'): Decorator =>
  (Story) => (
    <div className={width}>
      <Story />
    </div>
  );

/** The stories' clock: 23 November 2026, 12:00 in Istanbul. */
export const NOW = new Date('2026-11-23T09:00:00Z');

/** A 1.250 TL budget at a 4% fee: 50 TL fee, 1.300 TL charged. */
const base: GuaranteeView = {
  id: 7,
  mission_id: 412,
  state: 'held',
  state_text: 'Ödeme güvencede',
  budget: 1250,
  fee: 50,
  total: 1300,
  released: 0,
  refunded: 0,
  reserved_until: null,
  auto_release_at: null,
  frozen: false,
};

const guaranteeIn = (state: GuaranteeState, patch: Partial<GuaranteeView> = {}): GuaranteeView => ({
  ...base,
  state,
  ...patch,
});

/** Paying: the applicant is reserved for ten minutes, eight of them left. */
export const pendingGuarantee = guaranteeIn('pending_3ds', { reserved_until: '2026-11-23T09:08:00Z' });
export const heldGuarantee = guaranteeIn('held');
export const reportedGuarantee = guaranteeIn('held', { auto_release_at: '2026-11-26T15:30:00Z' });
export const frozenGuarantee = guaranteeIn('held', { frozen: true, auto_release_at: '2026-11-26T15:30:00Z' });
export const releasedGuarantee = guaranteeIn('released', { released: 1250 });
export const refundedGuarantee = guaranteeIn('refunded', { refunded: 1300 });
export const splitGuarantee = guaranteeIn('split', { released: 600, refunded: 700 });
export const failedGuarantee = guaranteeIn('failed');

export const queueRows: GuaranteeQueueRow[] = [
  {
    id: 7,
    mission_id: 412,
    state: 'held',
    total: 1300,
    frozen: true,
    title: 'Duruşmaya Katılım',
    owner_name: 'Av. Ayşe Yılmaz',
    assignee_name: 'Av. Mehmet Can Öztürkoğlu',
    disputed: true,
    needs_finish: false,
  },
  {
    id: 8,
    mission_id: 415,
    state: 'held',
    total: 780,
    frozen: false,
    title: 'Dosya Fotokopisi',
    owner_name: 'Av. Fatma Nur Kılıçarslan',
    assignee_name: 'Av. Selin Çağlar',
    disputed: false,
    needs_finish: false,
  },
  {
    id: 9,
    mission_id: 420,
    state: 'pending_3ds',
    total: 624,
    frozen: false,
    title: 'Tebligat Takibi',
    owner_name: 'Av. Burak Şahin',
    assignee_name: null,
    disputed: false,
    needs_finish: false,
  },
  {
    id: 5,
    mission_id: 398,
    state: 'released',
    total: 1040,
    frozen: false,
    title: 'Duruşmaya Katılım',
    owner_name: 'Av. Ayşe Yılmaz',
    assignee_name: 'Av. Selin Çağlar',
    disputed: false,
    needs_finish: false,
  },
];

/** A split whose refund went through while iyzico refused its release: left in 'Ödeme aktarılıyor'. */
export const stuckRow: GuaranteeQueueRow = {
  id: 11,
  mission_id: 431,
  state: 'releasing',
  total: 1300,
  frozen: false,
  title: 'Bilirkişi İncelemesine Katılım',
  owner_name: 'Av. Hüseyin Karagöz',
  assignee_name: 'Av. Zeynep Aydın Kocabıyık',
  disputed: false,
  needs_finish: true,
};
