export { CreateTaskForm, type CreateTaskFormProps } from './create-task-form.tsx';
export {
  CreateTaskRestriction,
  type CreateTaskRestrictionProps,
  createTaskRestrictionLabels,
} from './create-task-restriction.tsx';
export { type CreateTaskDraft, emptyCreateTaskDraft, submitDraft } from './draft.ts';
export { type CreateTaskInfoTexts } from './form-info.tsx';
export { createTaskFormLabels } from './labels.ts';
