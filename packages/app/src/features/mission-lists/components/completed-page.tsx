import { routes } from '../../../config/paths.ts';
import { completedList } from '../api/get-completed.ts';
import { MissionListPage } from './mission-list-page.tsx';

export default function Page() {
  return (
    <MissionListPage
      title={routes['completed-tasks'].title}
      endpoint={completedList}
      emptyText="Tamamlanan görev bulunmuyor."
    />
  );
}
