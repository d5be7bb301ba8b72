import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { Badge } from '../badge/badge.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'Temel/Card',
  component: Card,
  tags: ['autodocs'],
  args: { tone: 'default' },
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <div>
          <CardTitle>Çağlayan Adliyesi</CardTitle>
          <CardDescription>İstanbul Barosu · Dosya İnceleme</CardDescription>
        </div>
        <Badge tone="danger">Acil</Badge>
      </CardHeader>
      <CardContent>
        Müvekkil dosyasının fotokopisinin alınması ve kalemden bilgi edinilmesi gerekiyor.
      </CardContent>
      <CardFooter>
        <Button size="sm">Başvur</Button>
        <Button size="sm" variant="secondary">
          Detay
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Danger: Story = { args: { tone: 'danger' } };
export const Warning: Story = { args: { tone: 'warning' } };
export const Info: Story = { args: { tone: 'info' } };
export const Brand: Story = { args: { tone: 'brand' } };
