import { SpecialitiesForm } from '@meslektas/ui';
import { useAllPerformances } from '../../../api/get-all-performances.ts';
import { useProfile, useRefreshProfiles } from '../../../api/get-profile.ts';
import { savePerformances } from '../../../api/save-performances.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';

export interface SpecialitiesSectionProps {
  /** Inside a modal that already has the title. */
  hideTitle?: boolean;
  /** After a successful save (the profile page closes its modal). */
  onSaved?: () => void;
  className?: string;
}

/**
 * The signed-in lawyer's specialities: loads the choices and his current ones, saves the whole
 * list. Used by the profile page's modal and embedded by the account settings.
 */
export function SpecialitiesSection({ hideTitle, onSaved, className }: SpecialitiesSectionProps = {}) {
  const { data: user } = useCurrentUser();
  const { data: profile } = useProfile(user?.id);
  const { data: options } = useAllPerformances();
  const refreshProfiles = useRefreshProfiles();

  const save = useAction(
    async (ids: number[]) => {
      const answer = await savePerformances(ids);
      await refreshProfiles();
      onSaved?.();
      return answer;
    },
    { toast: true },
  );

  return (
    <SpecialitiesForm
      className={className}
      hideTitle={hideTitle}
      options={profile ? options : undefined}
      selected={profile?.performances.map((p) => p.id) ?? []}
      busy={save.busy}
      error={save.errors.performance_ids}
      onSave={(ids) => void save.run(ids)}
    />
  );
}
