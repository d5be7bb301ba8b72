import { InfoModal } from '../../components/info-modal/info-modal.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const barChangeWarningLabels = {
  title: 'Uyarı',
  text: 'Güncelleme Yapma Hakkınız Yoktur. Lütfen Ödeme Yapınız',
  pay: 'Ödeme Yap',
  close: 'Kapat',
};

export type BarChangeWarningProps = DialogProps<typeof barChangeWarningLabels> & {
  /** The pay button: the app goes to /payment/baro_change. */
  onPay: () => void;
};

/** Shown when a lawyer without a bar change right picks another bar: pay first, or stay. */
export function BarChangeWarning({ onPay, labels, ...dialog }: BarChangeWarningProps) {
  const l = { ...barChangeWarningLabels, ...labels };
  return (
    <InfoModal
      {...dialog}
      title={l.title}
      text={l.text}
      action={{ label: l.pay, onClick: onPay }}
      labels={{ close: l.close }}
    />
  );
}
