import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { type SettingsLayoutProps, type SettingsSection, SettingsLayout } from './settings-layout.tsx';

const sections: SettingsSection[] = [
  { id: 'kisisel-bilgiler', title: 'Kişisel Bilgiler', content: <p>Av. Ayşe Yılmaz, İstanbul Barosu</p> },
  { id: 'sifre', title: 'Şifre Değiştir', content: <p>Mevcut şifrenizi giriniz.</p> },
  { id: 'bildirimler', title: 'Bildirim Ayarları', content: <p>E-posta, SMS ve arama bildirimleri.</p> },
  { id: 'kisitlamalar', title: 'Kısıtlamalar', count: 2, content: <p>Görev oluşturma kısıtlaması: 2</p> },
];

/** Keeps the open section in state, as the page does with the address. */
function Stateful(props: SettingsLayoutProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <SettingsLayout
      {...props}
      value={value}
      onValueChange={(id) => {
        setValue(id);
        props.onValueChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Ayarlar/Ayarlar Düzeni',
  component: SettingsLayout,
  tags: ['autodocs'],
  args: { sections, value: 'kisisel-bilgiler', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SettingsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideTabs: Story = {
  name: 'Masaüstü: yan sekmeler',
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Hesap ayarları bölümleri' });
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Av. Ayşe Yılmaz');
    await userEvent.click(canvas.getByRole('tab', { name: 'Şifre Değiştir' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('sifre');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mevcut şifrenizi giriniz.');
  },
};

export const Keyboard: Story = {
  name: 'Klavye ile gezinme',
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('tab', { name: 'Kişisel Bilgiler' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Şifre Değiştir' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('sifre');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /Kısıtlamalar/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithCount: Story = {
  name: 'Sayaçlı sekme',
  args: { value: 'kisitlamalar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Kısıtlamalar 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ZeroCount: Story = {
  name: 'Sıfır sayaçlı sekme',
  args: {
    sections: sections.map((s) =>
      s.count === undefined ? s : { ...s, count: 0, content: <p>Hesabınızda kısıtlama bulunmuyor.</p> },
    ),
    value: 'kisitlamalar',
  },
  play: async ({ canvas, canvasElement }) => {
    // No restriction, no badge: the tab reads only its title.
    await expect(canvas.getByRole('tab', { name: 'Kısıtlamalar' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.querySelector('[data-slot="settings-section-count"]')).toBeNull();
  },
};

export const NarrowTabs: Story = {
  name: 'Telefonda sekmeler (bağlantıyla gelen)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Kişisel Bilgiler' })).toBeVisible();
  },
};

export const MobileAccordion: Story = {
  name: 'Mobil: akordeon ve çıkış',
  args: { variant: 'accordion', value: '', onLogout: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Bildirim Ayarları' });
    // The sections are the headings right under the page's title: level 2, none skipped.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bildirim Ayarları' })).toContainElement(
      trigger,
    );
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('E-posta, SMS ve arama bildirimleri.')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledWith('bildirimler');
    await userEvent.click(canvas.getByRole('button', { name: 'Çıkış Yap' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  name: 'Mobil: çıkış yapılıyor',
  args: { variant: 'accordion', value: '', onLogout: fn(), loggingOut: true },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Çıkış yapılıyor...' })).toBeDisabled();
  },
};
