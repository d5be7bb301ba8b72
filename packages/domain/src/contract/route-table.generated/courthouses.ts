// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const updateBarAndCourthouses = {"method":"POST","path":"/user/update/baroAndAdliye"} as ClientOf<Api["courthouses"]["updateBarAndCourthouses"]>;
export const updateCourthouses = {"method":"POST","path":"/user/update/adliye"} as ClientOf<Api["courthouses"]["updateCourthouses"]>;
export const excludedCategories = {"method":"GET","path":"/user/notCategoriesList"} as ClientOf<Api["courthouses"]["excludedCategories"]>;
export const updateExcludedCategories = {"method":"POST","path":"/user/notCategoriesUpdate"} as ClientOf<Api["courthouses"]["updateExcludedCategories"]>;
