export { CreateTaskForm, type CreateTaskFormProps } from './create-task-form.tsx';
export { type CreateTaskDraft, emptyCreateTaskDraft, submitDraft } from './draft.ts';
export { createTaskFormLabels } from './labels.ts';
