export { WebPopup, type WebPopupProps, webPopupLabels } from './web-popup.tsx';
