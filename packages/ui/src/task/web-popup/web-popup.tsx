import type { WebPopup as WebPopupData } from '@meslektas/domain';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

export const webPopupLabels = { title: 'Duyuru', image: 'Duyuru görseli', close: 'Kapat' };

export type WebPopupProps = {
  popup: WebPopupData;
  /** The container decides with domain's decideWebPopup (twice, then after 24 hours). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels?: Partial<typeof webPopupLabels>;
};

/** The home pop-up: an image, linked when the server gives a link; nothing when it is off. */
export const WebPopup = lazyDialog<WebPopupProps>(() =>
  import('./web-popup-dialog.tsx').then((m) => m.WebPopupDialog),
);
