import { api } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAKIRKOY_ADLIYESI_ID, CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();
let token: string;
beforeAll(async () => {
  ({ token } = await signedInUser(ctx.app, { courthouses: [CAGLAYAN_ADLIYESI_ID] }));
});

describe('contract: courthouses and excluded categories', () => {
  it('api.courthouses.updateCourthouses answers the lawyer’s courthouses', async () => {
    const body = await expectOk(
      ctx.app,
      api.courthouses.updateCourthouses,
      { body: { adliye_id: [BAKIRKOY_ADLIYESI_ID] } },
      token,
    );
    expect(body.data.selected).toEqual([BAKIRKOY_ADLIYESI_ID]);
  });

  it('api.courthouses.updateBarAndCourthouses answers the bar and its courthouses', async () => {
    const body = await expectOk(
      ctx.app,
      api.courthouses.updateBarAndCourthouses,
      { body: { baro_id: ISTANBUL_BAROSU_ID, adliye_id: [CAGLAYAN_ADLIYESI_ID] } },
      token,
    );
    expect(body.data).toMatchObject({ baro_id: ISTANBUL_BAROSU_ID, selected: [CAGLAYAN_ADLIYESI_ID] });
  });

  it('api.courthouses.excludedCategories lists the categories with their mark', async () => {
    const body = await expectOk(ctx.app, api.courthouses.excludedCategories, {}, token);
    expect(body.data[0]).toMatchObject({ category_id: 1, excluded: false });
  });

  it('api.courthouses.updateExcludedCategories answers the new marks', async () => {
    const body = await expectOk(
      ctx.app,
      api.courthouses.updateExcludedCategories,
      { body: { category_id: [1] } },
      token,
    );
    expect(body.data.find((c) => c.category_id === 1)?.excluded).toBe(true);
  });
});
