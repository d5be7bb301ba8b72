import { premiumNetPrice } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { cn } from '../../lib/cn.ts';

export const premiumOfferLabels = {
  yearly: 'Yıllık',
  features: 'Pro üyelikle',
  agreementTitle: 'Pro Üyelik Sözleşmesi',
  agreementLoading: 'Sözleşme yükleniyor…',
  agree: 'Pro üyelik sözleşmesini okudum, onaylıyorum.',
  agreementRequired: 'Kullanım Koşullarını Onaylayınız!',
  buy: 'Satın Al',
};

export type PremiumOfferProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Yearly list price in lira (the user record's premium_price). */
  price: number;
  /** Taken off the price (premium_discount); 0 shows no struck-through price. */
  discount?: number;
  /** The server's pro_ozellikler list. */
  features: readonly string[];
  /** The server's pro_aciklama text. */
  description?: string;
  /**
   * The agreement's HTML (the server's page, fetched with the lawyer's token), shown in a sandboxed
   * frame; null while it loads, so the frame is written once and not reloaded under the reader.
   */
  agreementHtml: string | null;
  onBuy: () => void;
  busy?: boolean;
  labels?: Partial<typeof premiumOfferLabels>;
};

/** The Pro offer: yearly price net of the discount, the features, the agreement and the buy button. */
export function PremiumOffer({
  price,
  discount = 0,
  features,
  description,
  agreementHtml,
  onBuy,
  busy = false,
  labels,
  className,
  ...props
}: PremiumOfferProps) {
  const l = { ...premiumOfferLabels, ...labels };
  const id = React.useId();
  const [agreed, setAgreed] = React.useState(false);
  const [error, setError] = React.useState(false);
  const net = premiumNetPrice(price, discount);
  return (
    <section
      data-slot="premium-offer"
      className={cn('w-full space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow sm:p-6', className)}
      {...props}
    >
      {description ? <p data-slot="premium-offer-description">{description}</p> : null}
      <p data-slot="premium-offer-price" className="text-lg font-semibold">
        {l.yearly}{' '}
        <PriceTag amount={net} size="lg" tone="brand" {...(discount > 0 ? { previousAmount: price } : {})} />
      </p>
      {features.length > 0 ? (
        <div>
          <h2 className="mb-2 font-semibold">{l.features}</h2>
          <ul data-slot="premium-offer-features" className="list-inside list-disc space-y-1 text-sm">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {agreementHtml === null ? (
        <div
          data-slot="premium-offer-agreement"
          role="status"
          aria-busy="true"
          className="flex h-64 w-full items-center justify-center rounded-[var(--radius-control)] border border-line bg-white text-sm text-muted"
        >
          {l.agreementLoading}
        </div>
      ) : (
        <iframe
          data-slot="premium-offer-agreement"
          title={l.agreementTitle}
          // No scripts, no navigation: the frame only shows the text.
          sandbox=""
          srcDoc={`<!doctype html><html lang="tr"><meta charset="utf-8"><body style="font:14px system-ui;margin:12px">${agreementHtml}</body></html>`}
          className="h-64 w-full rounded-[var(--radius-control)] border border-line bg-white"
        />
      )}
      <div className="space-y-1">
        <div className="flex items-start gap-3">
          <Checkbox
            id={id}
            checked={agreed}
            onCheckedChange={(value) => {
              setAgreed(value === true);
              if (value === true) setError(false);
            }}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-0.5"
          />
          <label htmlFor={id} className="text-sm leading-5">
            {l.agree}
          </label>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
            {l.agreementRequired}
          </p>
        ) : null}
      </div>
      <Button
        type="button"
        className="w-full sm:w-auto"
        busy={busy}
        onClick={() => {
          if (!agreed) {
            setError(true);
            return;
          }
          onBuy();
        }}
      >
        {l.buy}
      </Button>
    </section>
  );
}
