import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

/** Story-only helpers for the console's lists; not exported from the package. */

type StateContext = { canvas: StoryContext['canvas']; args: { onRetry?: unknown } };

/** The console's screens sit in the page's padding, as they do inside the console. */
export const padded: Decorator = (Story) => (
  <div className="p-4">
    <Story />
  </div>
);

/** A list's paging arguments: the first of two pages. */
export const pageArgs = (total: number) => ({ page: 1, lastPage: 2, total, onPageChange: fn() });

/** Nothing to list: the list's own empty text, and no pager. */
export const emptyState =
  (text: string) =>
  async ({ canvas }: StateContext) => {
    await expect(canvas.getByText(text)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  };

/** Still loading: a status instead of the records (a table, or the moderation's cards). */
export const loadingState = (records: 'table' | 'article' = 'table') => ({
  args: { loading: true },
  play: async ({ canvas }: StateContext) => {
    await expect(canvas.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    await expect(canvas.queryByRole(records)).not.toBeInTheDocument();
  },
});

/** Loading failed: the message, and a retry that asks again. */
export const failedState = (message: string) => ({
  args: { error: message, onRetry: fn() },
  play: async ({ canvas, args }: StateContext) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
});
