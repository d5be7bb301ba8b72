import { isStatusFalse, mapApiSuccess, routes } from '@meslektas/domain';
import { CreateTaskSummary, CreateTaskWaiting, PageTitle } from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { perform } from '../../../lib/outcomes.ts';
import { Navigate, useNavigate } from '../../../lib/router.tsx';
import { createMission } from '../api/create-mission.ts';
import { useConstants } from '../../../api/get-constants.ts';
import { editTask, resetTask, useConfirmedTask } from '../hooks/use-draft.ts';

export default function ConfirmTaskPage() {
  const navigate = useNavigate();
  const task = useConfirmedTask();
  const constants = useConstants();
  const [waiting, setWaiting] = useState(false);
  const create = useAction(async () => {
    if (!task) return;
    const answer = await createMission(task.payload);
    const animationSeconds = Number(constants.data?.animasyon_saniye ?? 1) || 1;
    const outcome = mapApiSuccess('mission.create', answer, { animationSeconds });
    if (isStatusFalse(answer)) return perform(outcome);
    // The wait of animasyon_saniye seconds shows the hand-over, then the created list.
    setWaiting(true);
    resetTask();
    perform({ ...outcome, toast: { kind: 'success', text: answer.message || 'Göreviniz oluşturuldu.' } });
  });

  if (waiting) return <CreateTaskWaiting />;
  if (!task) return <Navigate to={routes['assign-task'].path} replace />;
  return (
    <section className="space-y-4">
      <PageTitle title={routes['assign-task-confirm'].title} />
      <CreateTaskSummary
        summary={task.summary}
        now={new Date()}
        busy={create.busy}
        onEdit={() => {
          editTask();
          navigate(routes['assign-task'].path);
        }}
        onCreate={() => void create.run()}
      />
    </section>
  );
}
