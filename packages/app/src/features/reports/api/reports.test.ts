import { api } from '@meslektas/domain/client';
import { describe, expect, it, vi } from 'vitest';
import { fileReport } from './reports.ts';

// Only the upload call is used here: the form it is given is what the browser would send.
const callUpload = vi.hoisted(() => vi.fn(async () => ({ data: null })));
vi.mock('../../../lib/api-client.ts', () => ({ callUpload }));

describe('filing a report', () => {
  it('sends a PDF document and a photo under images[] with their names, beside the text fields', async () => {
    const pdf = new File(['%PDF-1.4'], 'durusma-tutanagi.pdf', { type: 'application/pdf' });
    const photo = new File(['x'], 'makbuz.png', { type: 'image/png' });
    await fileReport(7, {
      outcomes: ['attended'],
      note: 'Ertelendi.',
      nextHearingAt: '',
      images: [pdf, photo],
    });

    const [endpoint, form, input] = callUpload.mock.calls[0] as unknown as [unknown, FormData, unknown];
    expect(endpoint).toBe(api.reports.file);
    expect(input).toEqual({ params: { id: 7 } });
    const files = form.getAll('images[]') as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['durusma-tutanagi.pdf', 'application/pdf'],
      ['makbuz.png', 'image/png'],
    ]);
    expect(form.getAll('outcomes[]')).toEqual(['attended']);
    expect(form.has('next_hearing_at')).toBe(false);
  });
});
