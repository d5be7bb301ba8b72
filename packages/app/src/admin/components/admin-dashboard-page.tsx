import {
  Card,
  CardContent,
  DashboardCards,
  EmptyState,
  FillFiguresPanel,
  SkeletonList,
  TaskChart,
} from '@meslektas/ui';
import { Link } from '../../lib/router.tsx';
import { useDashboard } from '../api/dashboard.ts';
import { ConsoleHeading } from './console-layout.tsx';

export default function DashboardPage() {
  const { data, error, isLoading } = useDashboard();
  return (
    <>
      <ConsoleHeading>Pano</ConsoleHeading>
      {error ? <EmptyState tone="error" title="Pano yüklenemedi." /> : null}
      {isLoading ? <SkeletonList rows={3} label="Yükleniyor..." /> : null}
      {data ? (
        <>
          <DashboardCards
            queues={data.queues}
            renderLink={(queue, children, className) => (
              <Link to={queue.path} className={className}>
                {children}
              </Link>
            )}
          />
          <Card>
            <CardContent className="pt-5">
              <TaskChart days={data.days} />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-5">
              <FillFiguresPanel fill={data.fill} />
            </CardContent>
          </Card>
        </>
      ) : null}
    </>
  );
}
