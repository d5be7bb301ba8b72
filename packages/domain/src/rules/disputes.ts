import { MissionStatus, type MissionStatusCode } from './mission-status.ts';

/**
 * The dispute desk (spec §2.14). A dispute belongs to one task and its two parties: the task's
 * creator and the lawyer assigned to it. Every message a party writes waits for an operator; the
 * other party sees it only once approved. An operator closes the dispute with a result text.
 */
export type DisputeStatus = 'open' | 'resolved';
export type DisputeMessageStatus = 'pending' | 'approved' | 'rejected';

/** The card's status text and the colour name its badge takes (as the cancel requests' badge). */
export const disputeStatusLabels = {
  open: { name: 'İnceleniyor', colorName: 'warning' },
  resolved: { name: 'Sonuçlandı', colorName: 'success' },
} as const satisfies Record<DisputeStatus, { name: string; colorName: string }>;

/** The labels under a message: the spec's pending-approval and approved. */
export const disputeMessageLabels = {
  pending: 'Onay Bekliyor',
  approved: 'Onaylandı',
} as const;

/** Who a nameless sender (an operator writing for the desk) is shown as. */
export const DISPUTE_DESK_SENDER = 'Meslektaş';

export const disputeMessages = {
  created:
    'Uyuşmazlık başvurunuz alındı. Mesajınız ekibimiz tarafından incelendikten sonra karşı tarafa iletilecektir.',
  messageSent: 'Mesajınız alındı. Ekibimiz onayladıktan sonra karşı tarafa iletilecektir.',
  notFound: 'Uyuşmazlık bulunamadı.',
  missionNotFound: 'Görev bulunamadı.',
  notEligible:
    'Bu görev için uyuşmazlık başvurusu yapılamaz. Yalnızca atanmış, tamamlanmış veya atandıktan sonra iptal edilmiş görevleriniz için başvurabilirsiniz.',
  alreadyOpened:
    'Bu görev için zaten bir uyuşmazlık kaydı var. Mesajlarınızı o kaydın sayfasından gönderebilirsiniz.',
  resolved: 'Sonuçlanan uyuşmazlığa mesaj gönderilemez.',
  emptyAfterCleaning: 'Lütfen mesajınızı giriniz.',
} as const;

export interface DisputeTaskFacts {
  ownerId: number;
  /** The assigned lawyer; null while nobody is assigned. */
  userId: number | null;
  status: MissionStatusCode;
}

/** Whether the viewer is one of the task's two parties (its creator or its assigned lawyer). */
export function isDisputeParty(
  task: Pick<DisputeTaskFacts, 'ownerId' | 'userId'>,
  viewerId: number,
): boolean {
  return task.ownerId === viewerId || (task.userId !== null && task.userId === viewerId);
}

const disputableStatuses: readonly MissionStatusCode[] = [
  MissionStatus.assigned,
  MissionStatus.completed,
  MissionStatus.cancelled,
];

/**
 * Which tasks a lawyer may open a dispute for: a task he created or was assigned to, once someone
 * was assigned (assigned, completed, or cancelled after the assignment). An open task has no
 * counterparty yet, and an applicant who was not chosen has no claim on the task. One dispute per
 * task: when it exists, both parties write in it (`hasDispute`).
 */
export function canOpenDispute(task: DisputeTaskFacts & { hasDispute: boolean }, viewerId: number): boolean {
  return (
    task.userId !== null &&
    isDisputeParty(task, viewerId) &&
    disputableStatuses.includes(task.status) &&
    !task.hasDispute
  );
}
