import { type ModerationKind, consolePaths, moderationKinds } from '@meslektas/domain';
import { ModerationQueue } from '@meslektas/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router.tsx';
import { decideModeration, useModeration } from '../api/moderation.ts';
import { operatorFormAction } from '../lib/operator-action.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** The queue named by `?tur=` (the dashboard links each queue there); photos by default. */
function kindOf(search: string): ModerationKind {
  const asked = new URLSearchParams(search).get('tur');
  return moderationKinds.find((kind) => kind === asked) ?? moderationKinds[0];
}

/** What lawyers sent that waits for an operator: photos, about texts, blue ticks, dispute messages. */
export default function ModerationPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const kind = kindOf(search);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const list = useModeration({ kind, page });

  return (
    <>
      <ConsoleHeading status={done}>Moderasyon</ConsoleHeading>
      <ModerationQueue
        kind={kind}
        onKindChange={(next) => {
          setPage(1);
          setDone('');
          navigate(`${consolePaths.moderation}?tur=${next}`);
        }}
        items={list.data?.data ?? []}
        onDecide={async (item, decision, reason) => {
          const refused = await operatorFormAction(
            () => decideModeration(item, decision, reason),
            (message) => setDone(`${message} (${item.user_name})`),
          );
          // The lawyer replaced it meanwhile: show the queue as it is now.
          if (refused?.status === 409) void list.mutate();
          return refused?.message ?? null;
        }}
        {...pageState(list, page, setPage, 'Kuyruk yüklenemedi.')}
      />
    </>
  );
}
