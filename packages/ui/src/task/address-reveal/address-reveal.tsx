import * as React from 'react';

export interface AddressRevealProps {
  /** The detailed address; nothing renders without one. */
  address: string | null | undefined;
  showLabel?: string;
  hideLabel?: string;
}

/** The spec's hideable detailed address: a toggle button and the address it controls. */
export function AddressReveal({
  address,
  showLabel = 'Adresi Göster',
  hideLabel = 'Adresi Gizle',
}: AddressRevealProps) {
  const [shown, setShown] = React.useState(false);
  const id = React.useId();
  if (!address) return null;
  return (
    <>
      <button
        type="button"
        data-slot="address-reveal"
        className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? hideLabel : showLabel}
      </button>
      <p id={id} hidden={!shown} className="text-sm text-muted">
        {address}
      </p>
    </>
  );
}
