import { ContentArticle } from '@meslektas/ui';
import { useParams } from '../../../lib/router.tsx';
import { useSpecialNotification } from '../api/get-special-notification.ts';

/** /specialnotifications/{id}: an announcement to everyone, the lawyer's bar or the lawyer alone. */
export default function SpecialNotificationPage() {
  const { data, error, mutate } = useSpecialNotification(Number(useParams().id));
  return (
    <ContentArticle
      title={data?.title}
      date={data?.date}
      body={data?.body}
      error={Boolean(error)}
      onRetry={() => void mutate()}
    />
  );
}
