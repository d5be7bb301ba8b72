export {
  Modal,
  ModalBody,
  ModalClose,
  ModalCloseButton,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  ModalFooter,
  ModalFrame,
  type ModalFrameProps,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
  modalContentVariants,
} from './modal.tsx';
export { TextModal, type TextModalProps } from './text-modal.tsx';
