import { routes } from '../../../config/paths.ts';
import { selectedList } from '../api/get-selected.ts';
import { MissionListPage } from './mission-list-page.tsx';

export default function Page() {
  return (
    <MissionListPage
      title={routes['selected-tasks'].title}
      endpoint={selectedList}
      emptyText="Seçildiğiniz görev bulunmuyor."
    />
  );
}
