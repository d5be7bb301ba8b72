import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/card/card.tsx';
import { PageTitle } from '../page-title/page-title.tsx';
import { headerArgs, sidebarArgs } from '../story-fixtures.tsx';
import { AppShell } from './app-shell.tsx';

const meta = {
  title: 'Yerleşim/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    header: { ...headerArgs(), noticeRotateMs: 0 },
    sidebar: sidebarArgs(),
    currentPath: '/bekleyen-gorevler',
    children: (
      <>
        <PageTitle title="Bekleyen Görevler" description="Başvurunuzu bekleyen görevler." />
        <div className="grid gap-3">
          {['Çağlayan Adliyesi', 'Kartal Adliyesi', 'Bakırköy Adliyesi'].map((place) => (
            <Card key={place}>
              <CardHeader>
                <div>
                  <CardTitle as="h2">{place}</CardTitle>
                  <CardDescription>Dosya İnceleme · 1.250 TL</CardDescription>
                </div>
              </CardHeader>
            </Card>
          ))}
        </div>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const ProMember: Story = {
  args: { header: { ...headerArgs(), vip: true, proLastDate: '2027-06-30', noticeRotateMs: 0 } },
};

/** Exactly one of sidebar and bottom bar is exposed at any width. */
export const OneNavigationAtATime: Story = {
  play: async ({ canvas }) => {
    const side = canvas.queryByRole('navigation', { name: 'Ana menü' });
    const bottom = canvas.queryByRole('navigation', { name: 'Alt menü' });
    await expect([side, bottom].filter(Boolean)).toHaveLength(1);
    await expect(canvas.getByRole('main')).toHaveTextContent('Bekleyen Görevler');
  },
};

/** On a phone the header's menu button opens the sidebar's whole navigation in a drawer. */
export const PhoneDrawer: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Menü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    await expect(within(drawer).getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Başvurmadığım Görevler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Asked again: the button drawn before the drawer's code arrived has been replaced by the real one.
    await expect(canvas.getByRole('button', { name: 'Menü' })).toHaveFocus();
  },
};

/** From the `lg` breakpoint the sidebar is always there and the menu button is gone. */
export const DesktopNoDrawer: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menü' })).not.toBeInTheDocument();
  },
};
