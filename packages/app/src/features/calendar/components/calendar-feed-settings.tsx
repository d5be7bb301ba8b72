import { CalendarFeedSection } from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { createCalendarFeed, revokeCalendarFeed, useCalendarFeed } from '../api/calendar.ts';

/**
 * 'Takvim Bağlantısı' in the settings: the address a create or renew answers is kept on the page
 * only (the server keeps a hash), so it is shown until the lawyer leaves the page.
 */
export function CalendarFeedSettings() {
  const { data: feed, mutate } = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const create = useAction(
    async () => {
      const answer = await createCalendarFeed();
      setUrl(answer.data.url);
      await mutate({ created_at: answer.data.created_at }, { revalidate: false });
      return answer;
    },
    { toast: true },
  );
  const revoke = useAction(
    async () => {
      const answer = await revokeCalendarFeed();
      setUrl(null);
      await mutate(null, { revalidate: false });
      return answer;
    },
    { toast: true },
  );
  return (
    <CalendarFeedSection
      feed={feed}
      url={url}
      onCreate={() => void create.run()}
      creating={create.busy}
      onRevoke={() => void revoke.run()}
      revoking={revoke.busy}
      onCopy={(address) => navigator.clipboard.writeText(address)}
    />
  );
}
