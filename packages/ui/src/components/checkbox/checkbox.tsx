import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { slotted } from '../../lib/slotted.tsx';

export const Checkbox = slotted(
  CheckboxPrimitive.Root,
  'checkbox',
  'grid size-5 shrink-0 place-items-center rounded-[4px] border border-line-strong bg-surface data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:opacity-60',
  <CheckboxPrimitive.Indicator data-slot="checkbox-indicator">
    <Check aria-hidden className="size-3.5" strokeWidth={3} />
  </CheckboxPrimitive.Indicator>,
);
