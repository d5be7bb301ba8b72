import type { ContentFormDialogProps, ContentRefusal } from '../content-form/content-form.tsx';

/** The server's refusal of a catalogue change: its message and the fields it names. */
export type CatalogRefusal = ContentRefusal;

/** The catalogue's edit dialog: the content form's dialog at the modal's own width. */
export const catalogDialog: Pick<ContentFormDialogProps, 'size' | 'slot' | 'bodyClassName'> = {
  size: 'md',
  slot: 'catalog-dialog',
  bodyClassName: 'gap-4',
};
