import { type Bar, type Courthouse, checkCourthouseChoice, formMessages } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Field } from '../../components/field/field.tsx';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';
import { Select } from '../../components/select/select.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';

export const barChangeModalLabels = {
  title: 'Baro ve Adliye Değişikliği',
  description:
    'Yeni baronuzun ilini, ardından görev almak istediğiniz adliyeleri seçiniz. Talebiniz destek ekibimizce kontrol edilip uygulanır.',
  province: 'İl / Baro',
  provincePlaceholder: 'İl seçiniz',
  courthouses: 'Adliyeler',
  note: 'Not',
  noteHint: 'İsteğe bağlı.',
  cancel: 'Vazgeç',
  submit: 'Talebi Gönder',
};

export interface BarChangeValues {
  baro_id: number;
  adliye_id: number[];
  message: string;
}

export type BarChangeErrors = Partial<Record<'baro_id' | 'adliye_id' | 'message', string>>;

export type BarChangeModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One bar per province ('Samsun Barosu'). */
  bars: readonly Bar[];
  /** The chosen bar's courthouses, loaded by the page. */
  courthouses: readonly Courthouse[];
  /** A province was chosen: the page loads its courthouses. */
  onBarChange: (baroId: number) => void;
  loadingCourthouses?: boolean;
  onSubmit: (values: BarChangeValues) => void;
  busy?: boolean;
  errors?: BarChangeErrors;
  labels?: Partial<typeof barChangeModalLabels>;
};

/** The bar-change picker of the support page: a province (its bar), then one or more courthouses. */
export function BarChangeModal({
  open,
  onOpenChange,
  bars,
  courthouses,
  onBarChange,
  loadingCourthouses = false,
  onSubmit,
  busy = false,
  errors,
  labels,
}: BarChangeModalProps) {
  const l = { ...barChangeModalLabels, ...labels };
  const [baroId, setBaroId] = React.useState<number | null>(null);
  const [chosen, setChosen] = React.useState<number[]>([]);
  const [note, setNote] = React.useState('');
  const [local, setLocal] = React.useState<BarChangeErrors>({});
  const id = React.useId();
  const provinceCheck = checkCourthouseChoice(baroId);
  const shown = { ...errors, ...local };

  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="md" data-slot="bar-change-modal">
        <ModalHeader>
          <ModalTitle>{l.title}</ModalTitle>
          <ModalDescription>{l.description}</ModalDescription>
        </ModalHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            if (baroId === null) return setLocal({ baro_id: formMessages.barNotNumber });
            if (chosen.length === 0) return setLocal({ adliye_id: formMessages.courthouseRequired });
            setLocal({});
            onSubmit({ baro_id: baroId, adliye_id: chosen, message: note });
          }}
        >
          <ModalBody className="space-y-4">
            <Field label={l.province} required error={shown.baro_id}>
              <Select
                name="baro_id"
                required
                placeholder={l.provincePlaceholder}
                value={baroId ?? ''}
                options={bars.map((b) => ({ value: b.baro_id, label: b.name }))}
                onChange={(e) => {
                  const next = Number(e.target.value);
                  setBaroId(next);
                  setChosen([]);
                  onBarChange(next);
                }}
              />
            </Field>
            <fieldset
              data-slot="bar-change-courthouses"
              aria-describedby={shown.adliye_id ? `${id}-courthouse-error` : undefined}
              className="space-y-2"
            >
              <legend className="mb-1 text-sm font-medium">{l.courthouses}</legend>
              {!provinceCheck.ok ? (
                <p className="text-sm text-muted">{provinceCheck.message}</p>
              ) : loadingCourthouses ? (
                <Spinner />
              ) : (
                courthouses.map((c) => {
                  const boxId = `${id}-adliye-${c.adliye_id}`;
                  return (
                    <div key={c.adliye_id} className="flex items-center gap-3">
                      <Checkbox
                        id={boxId}
                        checked={chosen.includes(c.adliye_id)}
                        onCheckedChange={(on) =>
                          setChosen((list) =>
                            on === true ? [...list, c.adliye_id] : list.filter((x) => x !== c.adliye_id),
                          )
                        }
                      />
                      <label htmlFor={boxId} className="text-sm">
                        {c.name}
                      </label>
                    </div>
                  );
                })
              )}
              {shown.adliye_id ? (
                <p id={`${id}-courthouse-error`} role="alert" className="text-xs font-medium text-danger">
                  {shown.adliye_id}
                </p>
              ) : null}
            </fieldset>
            <Field label={l.note} hint={l.noteHint} error={shown.message}>
              <Textarea
                name="message"
                rows={3}
                maxLength={2000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </Field>
          </ModalBody>
          <ModalFooter>
            <ModalClose asChild>
              <Button type="button" variant="secondary">
                {l.cancel}
              </Button>
            </ModalClose>
            <Button type="submit" busy={busy}>
              {l.submit}
            </Button>
          </ModalFooter>
        </form>
      </ModalContent>
    </Modal>
  );
}
