import * as TabsPrimitive from '@radix-ui/react-tabs';
import { LogOut } from 'lucide-react';
import type * as React from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/accordion/accordion.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { cn } from '../../lib/cn.ts';

export const settingsLayoutLabels = {
  tabs: 'Hesap ayarları bölümleri',
  logout: 'Çıkış Yap',
  loggingOut: 'Çıkış yapılıyor...',
};

/** One section of the settings: a tab on the desktop page, an accordion item on the phone page. */
export type SettingsSection = {
  /** Stable id, used in the address (`?sekme=`). */
  id: string;
  title: string;
  /** A count beside the title (the restrictions tab); 0 shows nothing, as there is nothing to see. */
  count?: number;
  content: React.ReactNode;
};

export type SettingsLayoutProps = Omit<React.ComponentProps<'div'>, 'children' | 'onChange'> & {
  sections: readonly SettingsSection[];
  /** The open section (tab); in the accordion, the open item or '' for none. */
  value: string;
  onValueChange: (id: string) => void;
  /** `tabs`: side tabs (a scrolling row on narrow screens); `accordion`: the phone page. */
  variant?: 'tabs' | 'accordion';
  /** The accordion's last row; without it there is no log-out button. */
  onLogout?: () => void;
  loggingOut?: boolean;
  labels?: Partial<typeof settingsLayoutLabels>;
};

/**
 * The account settings frame (spec §2.13). On the desktop page the tabs stand on the side and are
 * used with the arrow keys (vertical Radix Tabs); on a narrow screen they become a row that
 * scrolls above the open section, so a phone that follows a link still gets a usable page. The
 * phone's own page lists the sections as an accordion ending in 'Çıkış Yap'.
 */
export function SettingsLayout({
  sections,
  value,
  onValueChange,
  variant = 'tabs',
  onLogout,
  loggingOut = false,
  labels,
  className,
  ...props
}: SettingsLayoutProps) {
  const l = { ...settingsLayoutLabels, ...labels };
  if (variant === 'accordion') {
    return (
      <div
        data-slot="settings-layout"
        data-variant="accordion"
        className={cn('space-y-4', className)}
        {...props}
      >
        <Card className="px-4 py-0">
          <Accordion type="single" collapsible value={value} onValueChange={onValueChange}>
            {sections.map((section) => (
              <AccordionItem key={section.id} value={section.id}>
                <AccordionTrigger level={2} className="text-base text-ink">
                  <SectionTitle section={section} />
                </AccordionTrigger>
                <AccordionContent className="text-ink">{section.content}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Card>
        {onLogout ? (
          <Button
            variant="outline"
            className="w-full"
            onClick={onLogout}
            busy={loggingOut}
            busyLabel={l.loggingOut}
          >
            <LogOut aria-hidden className="size-4" />
            {l.logout}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div data-slot="settings-layout" data-variant="tabs" className={cn('min-w-0', className)} {...props}>
      <TabsPrimitive.Root
        orientation="vertical"
        value={value}
        onValueChange={onValueChange}
        className="flex min-w-0 flex-col gap-4 md:flex-row md:items-start"
      >
        <TabsPrimitive.List
          aria-label={l.tabs}
          className="flex w-full shrink-0 gap-1 overflow-x-auto rounded-[var(--radius-card)] bg-brand-50 p-1 md:w-60 md:flex-col md:overflow-visible"
        >
          {sections.map((section) => (
            <TabsPrimitive.Trigger
              key={section.id}
              value={section.id}
              data-slot="settings-tab"
              className="flex shrink-0 items-center justify-between gap-2 whitespace-nowrap rounded-[calc(var(--radius-card)-4px)] px-3 py-2 text-left text-sm font-medium text-brand-900 transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-surface data-[state=active]:text-brand-700 data-[state=active]:shadow-[var(--shadow-card)] md:whitespace-normal"
            >
              <SectionTitle section={section} />
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
        {sections.map((section) => (
          <TabsPrimitive.Content
            key={section.id}
            value={section.id}
            data-slot="settings-panel"
            className="min-w-0 flex-1 outline-none"
          >
            <Card className="gap-4 p-4 sm:p-6">
              <h2 className="text-lg font-semibold text-ink">{section.title}</h2>
              {section.content}
            </Card>
          </TabsPrimitive.Content>
        ))}
      </TabsPrimitive.Root>
    </div>
  );
}

function SectionTitle({ section }: { section: SettingsSection }) {
  return (
    <>
      <span>{section.title}</span>
      {section.count ? (
        <span
          data-slot="settings-section-count"
          className="grid min-w-6 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums"
        >
          {section.count}
        </span>
      ) : null}
    </>
  );
}
