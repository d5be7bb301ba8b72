import type * as React from 'react';
import { type ContentRefusal, ContentFormDialog } from '../content-form/content-form.tsx';

/** The server's refusal of a catalogue change: its message and the fields it names. */
export type CatalogRefusal = ContentRefusal;

export type CatalogDialogProps = {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  /** The server's refusal that names no field. */
  error?: string | null;
  children: React.ReactNode;
};

/** The console's catalogue editing dialog: the content form's dialog at the modal's own width. */
export function CatalogDialog({ onClose, ...props }: CatalogDialogProps) {
  return (
    <ContentFormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      slot="catalog-dialog"
      bodyClassName="gap-4"
      {...props}
    />
  );
}
