export { CreateTaskFlow, type CreateTaskFlowProps } from './create-task-flow.tsx';
