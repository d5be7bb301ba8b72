import { realtimeChannels, realtimeEvents } from '@meslektas/domain';
import { ArchiveTabs, PageTitle } from '@meslektas/ui';
import { routes } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { preloadArchive, useArchive } from '../../../api/get-archive.ts';

/** Both lists are asked for with the screen's chunk, so its first render draws the cards. */
export function preload(): void {
  preloadArchive('assigned');
  preloadArchive('completed');
}

export default function ArchivePage() {
  const { data: user } = useCurrentUser();
  const assigned = useArchive('assigned');
  const completed = useArchive('completed');
  // The spec refreshes the archive on its realtime event.
  const retry = () => {
    void assigned.mutate();
    void completed.mutate();
  };
  usePrivateEvent(user ? realtimeChannels.user(user.id) : null, realtimeEvents.archive, retry, retry);
  return (
    <section className="space-y-4">
      <PageTitle title={routes.archive.title} />
      <ArchiveTabs
        assigned={assigned.data ?? []}
        completed={completed.data ?? []}
        loading={(!assigned.data || !completed.data) && !assigned.error && !completed.error}
        error={Boolean(assigned.error || completed.error)}
        onRetry={retry}
      />
    </section>
  );
}
