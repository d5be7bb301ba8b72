import type * as React from 'react';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { cn } from '../../lib/cn.ts';

export const createTaskWaitingLabels = { text: 'Göreviniz meslektaşlarınıza iletiliyor…' };

export type CreateTaskWaitingProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  labels?: Partial<typeof createTaskWaitingLabels>;
};

/**
 * Shown after the task is created, for the animasyon_saniye wait before the created list; the
 * text is announced once as a status.
 */
export function CreateTaskWaiting({ labels, className, ...props }: CreateTaskWaitingProps) {
  const l = { ...createTaskWaitingLabels, ...labels };
  return (
    <section
      data-slot="create-task-waiting"
      role="status"
      className={cn('flex flex-col items-center gap-4 py-16 text-center', className)}
      {...props}
    >
      <Spinner size="lg" label={null} />
      <p className="font-medium">{l.text}</p>
    </section>
  );
}
