import { publishedRules, tuningFrom } from '@meslektas/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublishedRules } from './published-rules.tsx';

const meta = {
  title: 'İçerik/Görev Kuralları',
  component: PublishedRules,
  tags: ['autodocs'],
  args: { sections: publishedRules({ tuning: tuningFrom([]), cancelAllowance: 3 }) },
} satisfies Meta<typeof PublishedRules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  name: 'Varsayılan değerler',
  play: async ({ canvas }) => {
    for (const title of [
      'Görevi kimler görür?',
      'Öncelik: adliyedeki meslektaşlar',
      '"Adliyedeyim"',
      'Kimler başvurabilir?',
      'Görev sahibi ne zaman atama yapabilir?',
      'İptal talebi hakkı ve geç iptal',
      'Başvuru gelmezse',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(canvas.getByText(/günde en fazla 3 göreve/)).toBeVisible();
    await expect(canvas.getByText('Bu ay kalan iptal talebi hakkınız: 3.')).toBeVisible();
  },
};

export const Edited: Story = {
  name: 'Değiştirilmiş sabitler',
  args: {
    sections: publishedRules({
      tuning: tuningFrom([
        { name: 'ucretsiz_gunluk_basvuru', description: '5' },
        { name: 'ilk_dalga_dakika', description: '0' },
      ]),
      cancelAllowance: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/günde en fazla 5 göreve/)).toBeVisible();
    await expect(canvas.getByText('Normal görevler oluşturulur oluşturulmaz herkese açılır.')).toBeVisible();
    await expect(canvas.queryByText(/Bu ay kalan iptal talebi hakkınız/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Yükleniyor',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Kurallar yükleniyor...' })).toBeInTheDocument();
  },
};
