import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion.tsx';

const faq = [
  {
    title: 'Görev nasıl oluşturulur?',
    content:
      'Baro, adliye, kategori, bütçe ve tarih seçerek "Görev Ver" ekranından görev oluşturabilirsiniz.',
  },
  {
    title: 'Başvuru süresi ne kadardır?',
    content: 'Görev oluşturulduktan sonra meslektaşlarınız 15 dakika içinde başvurabilir.',
  },
  {
    title: 'Pro üyelik ne sağlar?',
    content: 'Pro üyeler acil görev oluşturabilir ve üyelik bitiş tarihlerini görebilir.',
  },
];

const meta = {
  title: 'Temel/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args} className="max-w-xl">
      {faq.map((item) => (
        <AccordionItem key={item.title} value={item.title}>
          <AccordionTrigger>{item.title}</AccordionTrigger>
          <AccordionContent>{item.content}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstOpen: Story = { args: { type: 'single', collapsible: true, defaultValue: faq[0]!.title } };

export const OpensOnePanel: Story = {
  play: async ({ canvas }) => {
    const second = canvas.getByRole('button', { name: 'Başvuru süresi ne kadardır?' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/15 dakika içinde/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Görev nasıl oluşturulur?' }));
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
