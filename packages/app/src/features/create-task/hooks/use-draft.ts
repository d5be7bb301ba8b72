import type { CreateMissionPayload } from '@meslektas/domain';
import type { CreateTaskDraft, CreateTaskSummaryData } from '@meslektas/ui';
import { useSyncExternalStore } from 'react';

/** A checked form on its way to the confirmation page: the payload, its summary and the raw draft. */
export interface ConfirmedTask {
  payload: CreateMissionPayload;
  summary: CreateTaskSummaryData;
  draft: CreateTaskDraft;
}

// The task outlives the step from the form to the confirmation page (and back for editing); a
// reload starts over, as nothing is saved before the lawyer confirms.
let current: ConfirmedTask | null = null;
let editing: CreateTaskDraft | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function confirmTask(task: ConfirmedTask): void {
  current = task;
  editing = task.draft;
  emit();
}

/** Back to the form with the same values ('edit' on the summary). */
export function editTask(): void {
  current = null;
  emit();
}

export function resetTask(): void {
  current = null;
  editing = null;
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useConfirmedTask = () => useSyncExternalStore(subscribe, () => current);
export const useEditingDraft = () => useSyncExternalStore(subscribe, () => editing);
