import { type MissionStatusEntry } from '@meslektas/domain';
import {
  ActivityFeed,
  ArchiveTabs,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  GiveTaskBanner,
  PriceTag,
  SkeletonList,
  StatusBadge,
  WebPopup,
  WelcomeBanner,
  PageTitle,
} from '@meslektas/ui';
import { useMemo } from 'react';
import { Link } from '../../../lib/router.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { routes } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useActivity } from '../api/get-activity.ts';
import { useArchive } from '../api/get-archive.ts';
import { useCreatedPreview } from '../api/get-created-preview.ts';
import { usePendingPreview } from '../api/get-pending-preview.ts';
import { useWebPopup } from '../api/get-web-popup.ts';
import { usePopupRule } from '../hooks/use-popup-rule.ts';

interface Row {
  missionId: number;
  categoryName: string;
  adliyeName: string | null;
  missionaddress: string | null;
  missionPrice: number | string;
  status?: MissionStatusEntry[];
}

/** The first rows of the pending and created lists, with a link to the whole list. */
function MissionPreview({
  title,
  rows,
  more,
  empty,
}: {
  title: string;
  rows: Row[] | undefined;
  more: string;
  empty: string;
}) {
  return (
    <Card aria-label={title} role="region">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">{title}</CardTitle>
        <Link to={more} className="text-sm font-medium text-brand-700 underline">
          Tümü
        </Link>
      </CardHeader>
      {!rows ? (
        <SkeletonList rows={2} label="Yükleniyor..." />
      ) : rows.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="divide-y divide-line">
          {rows.map((m) => (
            <li key={m.missionId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium">{m.categoryName}</span> · {m.missionaddress || m.adliyeName}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                {(m.status ?? []).map((s) => (
                  <StatusBadge key={s.text} text={s.text} colorName={s.colorName} />
                ))}
                <PriceTag amount={m.missionPrice} size="sm" />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function HomePage() {
  const { data: user } = useCurrentUser();
  const pending = usePendingPreview();
  const created = useCreatedPreview();
  const activity = useActivity();
  const assigned = useArchive('assigned');
  const completed = useArchive('completed');
  const popup = useWebPopup();
  const [popupOpen, closePopup] = usePopupRule(popup.data?.status === true);
  // The welcome countdown runs from the moment the user record arrived.
  const userFetchedAt = useMemo(() => (user ? new Date() : null), [user]);
  return (
    <div className="space-y-4">
      <PageTitle title={routes.home.title} />
      <GiveTaskBanner href={routes['assign-task'].path} LinkComponent={RouterLink} />
      {user && userFetchedAt && (
        <WelcomeBanner
          user={user}
          fetchedAt={userFetchedAt}
          href={routes['premium-account'].path}
          LinkComponent={RouterLink}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <MissionPreview
          title="Bekleyen Görevler"
          rows={pending.data}
          more={routes.pending.path}
          empty="Bekleyen görev bulunmuyor."
        />
        <MissionPreview
          title="Oluşturduğum Görevler"
          rows={created.data}
          more={routes['created-tasks'].path}
          empty="Henüz görev oluşturmadınız."
        />
      </div>
      <ActivityFeed
        activities={activity.data ?? []}
        loading={!activity.data && !activity.error}
        error={Boolean(activity.error)}
        onRetry={() => void activity.mutate()}
      />
      <section aria-labelledby="home-archive" className="space-y-3">
        <h2 id="home-archive" className="text-lg font-semibold">
          Arşiv
        </h2>
        <ArchiveTabs
          assigned={assigned.data ?? []}
          completed={completed.data ?? []}
          loading={(!assigned.data || !completed.data) && !assigned.error && !completed.error}
          error={Boolean(assigned.error || completed.error)}
          onRetry={() => {
            void assigned.mutate();
            void completed.mutate();
          }}
        />
      </section>
      {popup.data && (
        <WebPopup popup={popup.data} open={popupOpen} onOpenChange={(open) => !open && closePopup()} />
      )}
    </div>
  );
}
