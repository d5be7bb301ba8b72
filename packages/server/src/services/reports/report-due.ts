import { reportDueAt } from '@meslektas/domain';
import { readTuning } from '../constants.ts';
import type { Db } from '../deps.ts';

/** The late-report delivery: scheduled when the task is assigned, due at the report's due time. */
export interface ReportLateDelivery {
  missionId: number;
  /** The assignee it was scheduled for; a task later given to someone else is not his to remind. */
  assigneeId: number;
  dueAt: string;
}

/** The delivery of a just-assigned task's late reminder, computed from its plan and the report hours. */
export async function reportLateDelivery(
  db: Db,
  task: { id: number; plan_date: string; plan_time: string | null },
  assigneeId: number,
): Promise<ReportLateDelivery> {
  const hours = (await readTuning(db)).rapor_suresi_saat;
  const dueAt = reportDueAt({ planDate: task.plan_date, planTime: task.plan_time }, hours);
  return { missionId: task.id, assigneeId, dueAt: dueAt.toISOString() };
}
