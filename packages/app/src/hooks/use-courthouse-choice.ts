import { courthouseChoiceNeeded, settingsSectionPath } from '@meslektas/domain';
import { useMyCourthouses } from '../api/get-my-courthouses.ts';

/**
 * Where the lawyer chooses his courthouses (the settings' 'Görev Aldığım Adliyeler'), while he
 * serves none; null once he serves one or while it is not known yet.
 */
export function useCourthouseChoice(): string | null {
  const { data: mine } = useMyCourthouses();
  return courthouseChoiceNeeded(mine) ? settingsSectionPath('adliyeler') : null;
}
