// The support page's two dialogs, a module of their own: they open only on a press, so the page
// paints without their code (Radix's dialog, focus trap and scroll lock).
export { InfoModal, TextModal } from '@meslektas/ui';
