import {
  type MissionCreatedEvent,
  isMissionCreatedForMe,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { useExcludedCategories } from '../api/get-excluded-categories.ts';
import { useMyCourthouses } from '../api/get-my-courthouses.ts';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { usePrivateEvents } from './use-realtime.ts';

/**
 * Calls `onMine` for each new task the lawyer gets, heard live on the channels of the courthouses
 * he serves and of his bar (a task is published once there, not to each lawyer). The channel
 * carries every new task of the place, so the ones that are not for him are dropped here: his own,
 * those of a category he excluded, and all of them while his task-taking is off; the switch and
 * the categories are read as they are now, so a change in settings counts at once. `onJoined`
 * runs when a channel is joined and rejoined, as in usePrivateEvent.
 */
export function useMissionCreated(onMine: (event: MissionCreatedEvent) => void, onJoined?: () => void): void {
  const { data: user } = useCurrentUser();
  const { data: mine } = useMyCourthouses();
  const { data: categories } = useExcludedCategories();
  const channels =
    user && mine
      ? [
          ...mine.selected.map(realtimeChannels.courthouse),
          ...(mine.baro_id === null ? [] : [realtimeChannels.bar(mine.baro_id)]),
        ]
      : [];
  usePrivateEvents(
    channels,
    realtimeEvents.missionCreated,
    (event: MissionCreatedEvent) => {
      if (!user) return;
      const me = {
        userId: user.id,
        missionStatus: user.missionStatus,
        // Until the list has loaded nothing counts as excluded: a task too many costs one read.
        excludedCategoryIds: (categories ?? []).filter((c) => c.excluded).map((c) => c.category_id),
      };
      if (isMissionCreatedForMe(event, me)) onMine(event);
    },
    onJoined,
  );
}
