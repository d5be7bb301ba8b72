import { buildPath } from '@meslektas/domain';

/**
 * The route table lives in domain (names, paths, titles, layouts); links, redirects and the e2e
 * helpers all build URLs from it through these names.
 */
export { buildPath, routes } from '@meslektas/domain';

export const detailPath = (missionId: number | string) => buildPath('detail-task', { missionId });
export const assignmentPath = (missionId: number | string) => buildPath('desigination-task', { missionId });
