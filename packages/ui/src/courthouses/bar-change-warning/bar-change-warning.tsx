import { InfoModal } from '../../components/info-modal/info-modal.tsx';

export const barChangeWarningLabels = {
  title: 'Uyarı',
  text: 'Güncelleme Yapma Hakkınız Yoktur. Lütfen Ödeme Yapınız',
  pay: 'Ödeme Yap',
  close: 'Kapat',
};

export type BarChangeWarningProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pay button: the app goes to /payment/baro_change. */
  onPay: () => void;
  labels?: Partial<typeof barChangeWarningLabels>;
};

/** Shown when a lawyer without a bar change right picks another bar: pay first, or stay. */
export function BarChangeWarning({ open, onOpenChange, onPay, labels }: BarChangeWarningProps) {
  const l = { ...barChangeWarningLabels, ...labels };
  return (
    <InfoModal
      open={open}
      onOpenChange={onOpenChange}
      title={l.title}
      text={l.text}
      action={{ label: l.pay, onClick: onPay }}
      labels={{ close: l.close }}
    />
  );
}
