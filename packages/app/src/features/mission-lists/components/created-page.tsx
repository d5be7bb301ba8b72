import { routes } from '../../../config/paths.ts';
import { createdList } from '../api/get-created.ts';
import { MissionListPage } from './mission-list-page.tsx';

export default function Page() {
  return (
    <MissionListPage
      title={routes['created-tasks'].title}
      endpoint={createdList}
      emptyText="Henüz görev oluşturmadınız."
    />
  );
}
