import { routes } from '../../../config/paths.ts';
import { appliedList } from '../api/get-applied.ts';
import { MissionListPage } from './mission-list-page.tsx';

// The applied list hides the 'completed' status text, as the spec says.
const hiddenStatusTexts = ['Tamamlandı'];

export default function Page() {
  return (
    <MissionListPage
      title={routes['applied-tasks'].title}
      endpoint={appliedList}
      emptyText="Başvurduğunuz görev bulunmuyor."
      hiddenStatusTexts={hiddenStatusTexts}
    />
  );
}
