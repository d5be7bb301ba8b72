import {
  type MissionUpdatedEvent,
  type ReportPanel,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { ReportForm, type ReportFormValues, ReportView } from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import {
  acceptReport,
  answerReportQuestion,
  askReportQuestion,
  fileReport,
  useReport,
} from '../api/reports.ts';

/**
 * The outcome report on a task's detail page, for its two parties: 'Rapor yaz' and the form for
 * the assignee once the planned time has come; the report, the owner's accept and question, and
 * the assignee's answer. A step of the other party (report, question, answer, acceptance) arrives
 * live as the task's `mission-updated` and refreshes it.
 */
export function MissionReport({ missionId }: { missionId: number }) {
  const now = useNow(60_000);
  const { data: user } = useCurrentUser();
  const { data: panel, mutate } = useReport(missionId);
  const [writing, setWriting] = useState(false);
  usePrivateEvent(
    user ? realtimeChannels.user(user.id) : null,
    realtimeEvents.missionUpdated,
    (e: MissionUpdatedEvent) => {
      if (e.missionId === missionId && e.change.startsWith('report_')) void mutate();
    },
    () => void mutate(),
  );
  const settle = async <A extends { data: ReportPanel }>(answer: A): Promise<A> => {
    await mutate(answer.data, { revalidate: false });
    return answer;
  };
  const file = useAction(
    async (values: ReportFormValues) => {
      const answer = await settle(await fileReport(missionId, values));
      setWriting(false);
      return answer;
    },
    { toast: true },
  );
  const accept = useAction(async () => settle(await acceptReport(missionId)), { toast: true });
  const ask = useAction(async (q: string) => settle(await askReportQuestion(missionId, q)), { toast: true });
  const reply = useAction(async (a: string) => settle(await answerReportQuestion(missionId, a)), {
    toast: true,
  });

  // Nothing for a task the viewer is not a party of (the detail itself answers that).
  if (!panel) return null;
  if (writing && panel.can_file) {
    return (
      <ReportForm
        choices={panel.choices}
        busy={file.busy}
        errors={file.errors}
        onSubmit={(values) => void file.run(values)}
        onCancel={() => setWriting(false)}
      />
    );
  }
  return (
    <ReportView
      panel={panel}
      now={now}
      onWrite={() => setWriting(true)}
      onAccept={() => void accept.run()}
      onAsk={(q) => void ask.run(q)}
      onAnswer={(a) => void reply.run(a)}
      busy={accept.busy ? 'accept' : ask.busy ? 'question' : reply.busy ? 'answer' : null}
      errors={{
        ...(ask.errors.question ? { question: ask.errors.question } : {}),
        ...(reply.errors.answer ? { answer: reply.errors.answer } : {}),
      }}
    />
  );
}
