import * as TabsPrimitive from '@radix-ui/react-tabs';
import { slotted } from '../../lib/slotted.tsx';

export const Tabs = slotted(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-3');

export const TabsList = slotted(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex w-full items-center gap-1 overflow-x-auto rounded-[var(--radius-control)] bg-brand-50 p-1 sm:w-fit',
);

export const TabsTrigger = slotted(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'flex-1 whitespace-nowrap rounded-[calc(var(--radius-control)-2px)] px-3 py-1.5 text-sm font-medium text-brand-900 transition-colors hover:bg-brand-100 data-[state=active]:bg-surface data-[state=active]:text-brand-700 data-[state=active]:shadow-[var(--shadow-card)] sm:flex-none',
);

export const TabsContent = slotted(TabsPrimitive.Content, 'tabs-content', 'outline-none');
