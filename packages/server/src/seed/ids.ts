/**
 * Fixed ids of the reference rows the demo data and the tests lean on. Bars use the province's
 * plate code; courthouses use plate × 100 + n, n = 1 for the province's main courthouse.
 */
export const ISTANBUL_BAROSU_ID = 34;
export const ANKARA_BAROSU_ID = 6;
export const SAMSUN_BAROSU_ID = 55;

export const CAGLAYAN_ADLIYESI_ID = 3401;
export const ANADOLU_ADLIYESI_ID = 3402;
export const BAKIRKOY_ADLIYESI_ID = 3403;

export function mainCourthouseId(plate: number): number {
  return plate * 100 + 1;
}
