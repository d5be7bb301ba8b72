import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Toaster, toast } from './toaster.tsx';

const meta = {
  title: 'Temel/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  args: { duration: 60_000 },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Toaster {...args} />
      <Button variant="success" onClick={() => toast.success('Referans Linki başarıyla kopyalandı.')}>
        Başarılı
      </Button>
      <Button variant="danger" onClick={() => toast.error('Hata meydana geldi!')}>
        Hata
      </Button>
      <Button variant="warning" onClick={() => toast.warning('Kullanım Koşullarını Onaylayınız!')}>
        Uyarı
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsToasts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Başarılı' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hata' }));
    await expect(await screen.findByText('Referans Linki başarıyla kopyalandı.')).toBeInTheDocument();
    const error = await screen.findByText('Hata meydana geldi!');
    await expect(error.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    toast.dismiss();
  },
};

/** Every name a screen reader speaks is Turkish: the region and each toast's close button. */
export const TurkishNames: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hata' }));
    const close = await screen.findByRole('button', { name: 'Mesajı kapat' });
    await expect(screen.getByRole('region', { name: 'Mesajlar (Alt+T)' })).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByText('Hata meydana geldi!')).not.toBeInTheDocument());
  },
};
