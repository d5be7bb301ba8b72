import type { MissionDetail, MissionRow } from '../contract/entities.ts';
import { feedbackMessages } from '../messages.ts';

export const MissionStatus = {
  open: 0,
  assigned: 1,
  completed: 2,
  cancelled: 4,
} as const;

/** The stored status number: the database column is typed as this, so a wrong number fails typecheck. */
export type MissionStatusCode = (typeof MissionStatus)[keyof typeof MissionStatus];

export const isCompleted = (m: Pick<MissionRow, 'missionStatus'>) =>
  m.missionStatus === MissionStatus.completed;
export const isCancelled = (m: Pick<MissionRow, 'missionStatus'>) =>
  m.missionStatus === MissionStatus.cancelled;

/** The cancel reason, or 'Görev İptal Sebebi Belirtilmemiş' when none was given. */
export function cancelReasonText(cancelText: string | null | undefined): string {
  return cancelText && cancelText.trim() !== '' ? cancelText : feedbackMessages.cancelReasonFallback;
}

/** The rating button: a completed task whose user has not rated yet (commentStatus 1 hides it). */
export function canRate(m: Pick<MissionRow, 'missionStatus' | 'showActions'>): boolean {
  return isCompleted(m) && m.showActions.commentStatus === 0;
}

export interface CounterpartView {
  id: number | null;
  name: string | null;
  avatar: string | null;
  /** 'Göreve Atanan' when the counterpart is the assignee, 'Görevi Oluşturan' when the creator. */
  roleLabel: 'Göreve Atanan' | 'Görevi Oluşturan';
}

/** The id of the counterpart: whichever of owner and assignee is not the current user. */
export function counterpartIdOf(
  m: Pick<MissionRow, 'ownerId' | 'userId'>,
  currentUserId: number,
): number | null {
  return m.ownerId === currentUserId ? m.userId : m.ownerId;
}

/** The counterpart is whichever of owner and assignee is not the current user. */
export function counterpartOf(
  m: Pick<MissionDetail, 'ownerId' | 'userId' | 'ownerName' | 'userName' | 'ownerAvatar' | 'userAvatar'>,
  currentUserId: number,
): CounterpartView {
  if (m.ownerId === currentUserId) {
    return { id: m.userId, name: m.userName, avatar: m.userAvatar, roleLabel: 'Göreve Atanan' };
  }
  return { id: m.ownerId, name: m.ownerName, avatar: m.ownerAvatar, roleLabel: 'Görevi Oluşturan' };
}
