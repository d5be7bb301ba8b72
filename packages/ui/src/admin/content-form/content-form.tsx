import * as React from 'react';
import { Button, type ButtonProps } from '../../components/button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';
import { FormError } from '../../components/form/form.tsx';

/** What the server said no with: its message, and the form fields it names. */
export type ContentRefusal = { message: string; fields?: Partial<Record<string, string>> };

/** Saves what the form holds; resolves to the server's refusal, or null when it is saved. */
export type ContentSave<T> = (value: T) => Promise<ContentRefusal | null>;

export const contentFormLabels = {
  save: 'Kaydet',
  cancel: 'Vazgeç',
};

export type ContentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  busy?: boolean;
  /** The server's refusal, above the buttons (field messages go under their fields). */
  error?: string | null;
  onSubmit: () => void;
  labels?: Partial<typeof contentFormLabels>;
  /** The submit button's look (a refusal's dialog confirms in red). */
  confirmVariant?: ButtonProps['variant'];
  /** The catalogue's dialogs are the modal's default width, with more room between fields. */
  size?: 'md' | 'lg';
  slot?: string;
  bodyClassName?: string;
  children: React.ReactNode;
};

/**
 * The console's form in a dialog: its fields, the refusal, Vazgeç and Kaydet (every content list's
 * edit form, and the reason and wallet dialogs under their own button names).
 */
export function ContentFormDialog({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  error,
  onSubmit,
  labels,
  confirmVariant,
  size = 'lg',
  slot = 'content-form',
  bodyClassName,
  children,
}: ContentFormDialogProps) {
  const l = { ...contentFormLabels, ...labels };
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size={size} data-slot={slot} {...(description ? {} : { 'aria-describedby': undefined })}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <ModalHeader>
            <ModalTitle>{title}</ModalTitle>
            {description ? <ModalDescription>{description}</ModalDescription> : null}
          </ModalHeader>
          <ModalBody className={bodyClassName}>
            {children}
            <FormError>{error}</FormError>
          </ModalBody>
          <ModalFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {l.cancel}
            </Button>
            <Button type="submit" variant={confirmVariant} busy={busy}>
              {l.save}
            </Button>
          </ModalFooter>
        </form>
      </ModalContent>
    </Modal>
  );
}

/**
 * The state of a list's edit form: which record is open (null item: a new one), the save in
 * flight and the server's refusal. The form closes only when the save went through.
 */
export function useContentEdit<T, V>(onSave: (item: T | null, value: V) => Promise<ContentRefusal | null>) {
  const [target, setTarget] = React.useState<{ item: T | null } | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<ContentRefusal | null>(null);
  const open = (item: T | null) => {
    setRefusal(null);
    setTarget({ item });
  };
  const save = async (value: V) => {
    if (!target) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await onSave(target.item, value);
      if (answer) setRefusal(answer);
      else setTarget(null);
    } finally {
      setBusy(false);
    }
  };
  return { target, open, close: () => setTarget(null), busy, refusal, save };
}

/** The state of a delete confirmation: the record asked about, the call in flight, its refusal. */
export function useContentDelete<T>(onDelete: (item: T) => Promise<string | null>) {
  const [item, setItem] = React.useState<T | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const ask = (next: T) => {
    setRefusal(null);
    setItem(next);
  };
  const confirm = async () => {
    if (item === null) return;
    setBusy(true);
    try {
      const answer = await onDelete(item);
      if (answer) setRefusal(answer);
      else setItem(null);
    } finally {
      setBusy(false);
    }
  };
  return { item, ask, cancel: () => setItem(null), busy, refusal, confirm };
}
