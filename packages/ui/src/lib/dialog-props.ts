import type { ModalFrameProps } from '../components/modal/modal.tsx';

/**
 * What every controlled dialog takes: whether it is open, the change the caller keeps, and its
 * texts over the defaults. A dialog passes the first two on to its frame unchanged.
 */
export type DialogProps<Labels> = Pick<ModalFrameProps, 'open' | 'onOpenChange'> & {
  labels?: Partial<Labels>;
};
