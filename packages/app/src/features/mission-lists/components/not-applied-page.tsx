import { routes } from '../../../config/paths.ts';
import { notAppliedList } from '../api/get-not-applied.ts';
import { MissionListPage } from './mission-list-page.tsx';

export default function Page() {
  return (
    <MissionListPage
      title={routes['not-applied-tasks'].title}
      endpoint={notAppliedList}
      emptyText="Başvurmadığınız görev bulunmuyor."
    />
  );
}
