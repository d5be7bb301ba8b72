import * as SwitchPrimitive from '@radix-ui/react-switch';
import { slotted } from '../../lib/slotted.tsx';

export const Switch = slotted(
  SwitchPrimitive.Root,
  'switch',
  'peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-line-strong transition-colors data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
  <SwitchPrimitive.Thumb
    data-slot="switch-thumb"
    className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5"
  />,
);
