import { formatDottedDate, istanbulTime } from '@meslektas/domain';

/** "21.11.2026 14:05" in Istanbul time, as the home feed shows it. */
export function formatDateTime(iso: string): string {
  return `${formatDottedDate(iso)} ${istanbulTime(new Date(iso))}`;
}
