// Compiled by `pnpm test "ui library"` against packages/ui/dist (see tsconfig.json): proves the
// published declarations are real types, not `any`, and that the exports a consumer needs exist.
import {
  Button,
  type ButtonProps,
  CreateTaskForm,
  type CreateTaskFormProps,
  Modal,
  ModalBody,
  ModalContent,
  type ModalContentProps,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  PendingMissionCard,
  type PendingMissionCardProps,
  cn,
} from '@meslektas/ui';
import * as React from 'react';

type Mission = PendingMissionCardProps['mission'];

const variant: ButtonProps['variant'] = 'danger';
const size: ModalContentProps['size'] = 'lg';

export function ConfirmApply({ mission, onApply }: { mission: Mission; onApply: (id: number) => void }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <PendingMissionCard mission={mission} userLocation={null} onApply={(m) => setOpen(m.missionId > 0)} />
      <Modal open={open} onOpenChange={setOpen}>
        <ModalContent size={size} closeLabel="Kapat">
          <ModalHeader>
            <ModalTitle>{mission.categoryName}</ModalTitle>
          </ModalHeader>
          <ModalBody className={cn('text-sm', mission.fast && 'font-bold')}>{mission.adliyeName}</ModalBody>
          <ModalFooter>
            <Button variant={variant} size="sm" onClick={() => onApply(mission.missionId)}>
              Başvur
            </Button>
            {/* @ts-expect-error "huge" is not one of Button's variants */}
            <Button variant="huge">Vazgeç</Button>
          </ModalFooter>
        </ModalContent>
      </Modal>
    </>
  );
}

export function CreateScreen(props: Omit<CreateTaskFormProps, 'onConfirm'>) {
  const onConfirm: CreateTaskFormProps['onConfirm'] = (payload) => {
    const price: number = payload.mission_price;
    // @ts-expect-error the payload's plan_date is a string (domain's zod schema, bundled into dist)
    const day: number = payload.plan_date;
    console.log(price, day);
  };
  return <CreateTaskForm {...props} onConfirm={onConfirm} />;
}
