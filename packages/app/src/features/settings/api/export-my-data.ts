import { api } from '@meslektas/domain/client';
import { callDownload } from '../../../lib/api-client.ts';

/** GET user/kvkk/export: the ZIP of every record about the lawyer, with the server's file name. */
export const exportMyData = () => callDownload(api.kvkk.exportData);
