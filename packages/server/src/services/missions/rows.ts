import {
  type MissionRow,
  MissionStatus,
  type MissionStatusCode,
  acceptsApplications as takesApplications,
  assignmentOpen as assignable,
  kurusToTl,
  stepRules,
  type MissionStatusEntry,
  type ShowActions,
  cancelReasonText,
  lawyerDisplayName,
} from '@meslektas/domain';
import type { MissionRecord } from './queries.ts';

type WindowColumns = {
  status: MissionStatusCode;
  fast: number;
  created_at: string;
  window_started_at: string;
};

/** Domain's application-window rule (acceptsApplications) on a task row. */
export function acceptsApplications(m: WindowColumns & { plan_date: string }, now: Date): boolean {
  return takesApplications(
    {
      status: m.status,
      urgent: m.fast === 1,
      createdAt: m.created_at,
      windowStartedAt: m.window_started_at,
      planDate: m.plan_date,
    },
    now,
  );
}

/** Domain's assignmentOpen on a task row. */
export function assignmentOpen(m: WindowColumns, now: Date): boolean {
  return assignable(
    { status: m.status, urgent: m.fast === 1, createdAt: m.created_at, windowStartedAt: m.window_started_at },
    now,
  );
}

/** Status badge texts; colour names are the StatusBadge variants of the ui package. */
export const statusTexts = {
  urgent: { text: 'Acil', colorName: 'danger' },
  waitingApplications: { text: 'Başvuru Bekleniyor', colorName: 'info' },
  waitingAssignment: { text: 'Atama Bekleniyor', colorName: 'warning' },
  noApplications: { text: 'Başvuru Gelmedi', colorName: 'secondary' },
  windowClosed: { text: 'Başvuru Süresi Doldu', colorName: 'secondary' },
  applied: { text: 'Başvuruldu', colorName: 'info' },
  assigned: { text: 'Atama Yapıldı', colorName: 'primary' },
  selected: { text: 'Seçildiniz', colorName: 'success' },
  notSelected: { text: 'Seçilmediniz', colorName: 'secondary' },
  completed: { text: 'Tamamlandı', colorName: 'success' },
  cancelled: { text: 'İptal Edildi', colorName: 'danger' },
} as const satisfies Record<string, MissionStatusEntry>;

export const NOT_ASSIGNABLE_YET =
  'Başvuru süresi (15 dakika) dolmadan atama yapılamaz. Süre dolduğunda başvuranlardan birini seçebilirsiniz.';
const NOBODY_APPLIED =
  'Başvuru süresi içinde başvuru gelmedi. Görevin başvurular sayfasından süreyi uzatabilir, yakın adliyelere açabilir, bütçeyi artırabilir ya da görevi iptal edebilirsiniz.';

function mainStatus(m: MissionRecord, viewerId: number, now: Date): MissionStatusEntry {
  const isOwner = m.owner_id === viewerId;
  if (m.status === MissionStatus.cancelled) return statusTexts.cancelled;
  if (m.status === MissionStatus.completed) return statusTexts.completed;
  if (m.status === MissionStatus.assigned) {
    if (isOwner) return statusTexts.assigned;
    return m.user_id === viewerId ? statusTexts.selected : statusTexts.notSelected;
  }
  const applicants = Number(m.applicant_count);
  if (isOwner) {
    if (acceptsApplications(m, now) && !(m.fast === 1 && applicants > 0))
      return statusTexts.waitingApplications;
    return applicants > 0 ? statusTexts.waitingAssignment : statusTexts.noApplications;
  }
  if (Number(m.viewer_applied) > 0) return statusTexts.applied;
  return acceptsApplications(m, now) ? statusTexts.waitingApplications : statusTexts.windowClosed;
}

function statusEntries(m: MissionRecord, viewerId: number, now: Date): MissionStatusEntry[] {
  const entries: MissionStatusEntry[] = m.fast === 1 ? [{ ...statusTexts.urgent }] : [];
  entries.push({ ...mainStatus(m, viewerId, now) });
  return entries;
}

/**
 * What the viewer may do with this row; the lists and the detail page show only what these flags
 * allow, and each step's flag is the rule its call accepts by (stepRules).
 */
export function showActionsFor(m: MissionRecord, viewerId: number): ShowActions {
  const isOwner = m.owner_id === viewerId;
  const isParty = isOwner || (m.user_id !== null && m.user_id === viewerId);
  const engaged = m.status === MissionStatus.assigned || m.status === MissionStatus.completed;
  // One way to look at a task: the detail page ('Görev Detayları') for the two parties of an
  // assigned or completed task, the summary modal ('Görev Özeti') for everyone else.
  const detailPage = isParty && engaged;
  return {
    showCancelButton: stepRules.cancel(m, viewerId),
    waitingForResultButton: !isOwner && m.status === MissionStatus.open && Number(m.viewer_applied) > 0,
    showMissionDetail: !detailPage,
    showLawyerProfile: detailPage,
    selectUser: stepRules.openApplicants(m, viewerId),
    infoModal: true,
    // The cancel-reason modal of a cancelled task.
    cancelMission: m.status === MissionStatus.cancelled,
    completedButton: stepRules.markCompleted(m, viewerId),
    commentStatus: stepRules.rate(m, viewerId, Number(m.viewer_commented) > 0) ? 0 : 1,
  };
}

function rowInfoText(m: MissionRecord, viewerId: number, now: Date): string | null {
  if (m.owner_id !== viewerId || m.status !== MissionStatus.open) return null;
  if (!assignmentOpen(m, now)) return NOT_ASSIGNABLE_YET;
  return Number(m.applicant_count) === 0 && m.fast !== 1 ? NOBODY_APPLIED : null;
}

/** Where the task is done: its own address outside a courthouse, else the courthouse. */
const missionAddress = (m: MissionRecord) =>
  m.out_adliye === 1 ? (m.address ?? m.address_name) : (m.adliye_name ?? m.address);

/** The fields every task row shares (the lists' and the pending list's), up to its status. */
export function rowBase(
  m: MissionRecord,
  viewerId: number,
  now: Date,
): Omit<MissionRow, 'status' | 'showActions'> {
  return {
    missionId: m.id,
    ownerId: m.owner_id,
    userId: m.user_id,
    ownerName: lawyerDisplayName(m.owner_name),
    userName: m.user_name === null ? null : lawyerDisplayName(m.user_name),
    adliyeName: m.adliye_name,
    categoryName: m.category_name,
    missionaddress: missionAddress(m),
    missionDate: m.plan_date,
    missionTime: m.plan_time,
    missionPrice: kurusToTl(m.price),
    misssionDetail: m.detail,
    fast: m.fast === 1,
    missionStatus: m.status,
    cancelText: m.status === MissionStatus.cancelled ? cancelReasonText(m.cancel_text) : null,
    infoText: rowInfoText(m, viewerId, now),
    guaranteed: m.guaranteed === 1,
    guarantee: guaranteeSeenBy(m, viewerId),
  };
}

/** The payment's state is the two parties' business: the owner and the applicant it pays for. */
function guaranteeSeenBy(m: MissionRecord, viewerId: number): MissionRow['guarantee'] {
  const party = m.owner_id === viewerId || m.guarantee_assignee_id === viewerId;
  return party ? m.guarantee_state : null;
}

export function toMissionRow(m: MissionRecord, viewerId: number, now: Date): MissionRow {
  return {
    ...rowBase(m, viewerId, now),
    status: statusEntries(m, viewerId, now),
    showActions: showActionsFor(m, viewerId),
  };
}
