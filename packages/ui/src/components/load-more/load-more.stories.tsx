import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoadMore } from './load-more.tsx';

const meta = {
  title: 'Temel/LoadMore',
  component: LoadMore,
  tags: ['autodocs'],
  args: { total: 3, current: 1, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Busy: Story = { args: { busy: true } };

/** One page only, or every page shown: nothing renders. */
export const NothingMore: Story = {
  args: { total: 1, current: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const pages = [
  ['Dosya İnceleme', 'Duruşma', 'Fotokopi'],
  ['Tebligat', 'Harç Yatırma', 'Vekalet Sunumu'],
  ['Bilirkişi Raporu'],
];

/** A list of three pages: each press loads the next one until the trigger disappears. */
export const LoadsUntilLastPage: Story = {
  render: function Render(args) {
    const [page, setPage] = React.useState(1);
    return (
      <div className="flex max-w-sm flex-col gap-2">
        <ul className="list-disc pl-5">
          {pages
            .slice(0, page)
            .flat()
            .map((item) => (
              <li key={item}>{item}</li>
            ))}
        </ul>
        <LoadMore
          total={pages.length}
          current={page}
          onLoadMore={() => {
            args.onLoadMore();
            setPage((p) => p + 1);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Daha Fazla Göster' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Daha Fazla Göster' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await waitFor(() => expect(canvas.queryByRole('button')).not.toBeInTheDocument());
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};
