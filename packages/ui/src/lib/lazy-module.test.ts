import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module.ts';

describe('lazyModule', () => {
  it('fetches the module once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve({ value: 1 }));
    const get = lazyModule(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    await get();
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ value: 2 });
    const get = lazyModule(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
