import { feedbackMessages } from '@meslektas/domain';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../lib/test-root.ts';
import { NOW, bars, categories, courthouses } from '../story-fixtures.ts';
import { CreateTaskForm } from './create-task-form.tsx';
import { inCourthouseDraft } from './test-drafts.ts';

// The payload module fails to load as over a dropped connection (the fetch when the form is first
// touched, then the first submit's), and loads on the third try.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./payload.ts', async (importOriginal) => {
  loads.count += 1;
  if (loads.count <= 2) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const mounted = rootPerTest();

describe('CreateTaskForm and its lazily loaded payload schema', () => {
  it('reports a failed load as the generic error, keeps what was typed, and loads again on the next submit', async () => {
    const onInvalid = vi.fn();
    const onConfirm = vi.fn();
    await act(async () =>
      mounted.root.render(
        <CreateTaskForm
          bars={bars}
          courthouses={courthouses}
          categories={categories}
          userId={1}
          isVip={false}
          now={NOW}
          defaultValue={inCourthouseDraft}
          onInvalid={onInvalid}
          onConfirm={onConfirm}
        />,
      ),
    );
    const form = mounted.host.querySelector('form')!;
    // Not asked for while the page loads; asked for when the lawyer first touches the form.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    await act(async () => mounted.host.querySelector('textarea')!.focus());
    await vi.waitFor(() => expect(loads.count).toBe(1));
    const submit = () => act(async () => form.requestSubmit());

    await submit();
    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalled());
    expect(onInvalid).toHaveBeenCalledWith(feedbackMessages.genericError);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(mounted.host.querySelector('textarea')?.value).toBe('Dosya fotokopisi.');

    await submit();
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]?.[0]).toMatchObject({ baro_id: 34, adliye_id: 1, mission_price: 750 });
    expect(loads.count).toBe(3);
  });
});
