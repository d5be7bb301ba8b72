import type { ShortDescription } from '../../contract/entities.ts';

/** Free text only when the server setting allow_custom_descriptions is on; otherwise pick a ready one. */
export function descriptionMode(allowCustomDescriptions: boolean): 'free' | 'ready-only' {
  return allowCustomDescriptions ? 'free' : 'ready-only';
}

export function isSystemDescription(d: ShortDescription): boolean {
  return d.user_id === null;
}

/** System descriptions are read-only; the user's own are editable only while custom ones are allowed. */
export function canEditShortDescription(d: ShortDescription, userId: number, allowCustom: boolean): boolean {
  return allowCustom && d.user_id === userId;
}

/** The modal's two tabs: 'mine' and 'system'. */
export function splitShortDescriptions(list: readonly ShortDescription[], userId: number) {
  return {
    mine: list.filter((d) => d.user_id === userId),
    system: list.filter(isSystemDescription),
  };
}
