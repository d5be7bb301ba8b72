import { api } from '@meslektas/domain/client';
import type { ComplaintFormValues } from '@meslektas/ui';
import { callUpload } from '../../../lib/api-client.ts';

/** POST complaints: the text fields, `is_web` 1, and a bug report's images as `images[]`. */
export function sendComplaint(values: ComplaintFormValues) {
  const form = new FormData();
  form.append('category', values.category);
  form.append('title', values.title);
  form.append('body', values.body);
  form.append('is_web', '1');
  for (const image of values.images) form.append('images[]', image, image.name);
  return callUpload(api.support.sendComplaint, form);
}
