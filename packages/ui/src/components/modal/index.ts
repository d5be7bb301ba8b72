export {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
  modalContentVariants,
} from './modal.tsx';
export { TextModal, type TextModalProps } from './text-modal.tsx';
export { ModalCloseButton, ModalFrame, type ModalFrameProps } from './modal-frame.tsx';
