import type { CallInput, ResponseOf, api } from '../../packages/domain/src/index.ts';

/** Çağlayan Adliyesi, where the applicant stands when he applies. */
export const caglayan = { latitude: 41.0686, longitude: 28.9806 };

type Category = ResponseOf<typeof api.reference.categories>['data'][number];
type CreateBody = CallInput<typeof api.missions.create>['body'];

/**
 * mission/create's body for a task at Çağlayan Adliyesi on `planDate`, in the first courthouse
 * category without a set time, at its lowest price (urgent, guaranteed when asked): the e2e
 * journeys' tasks and the Lighthouse bench's guaranteed one.
 */
export function caglayanTaskBody(
  categories: readonly Category[],
  options: { planDate: string; description: string; fast?: boolean; guaranteed?: boolean },
): CreateBody {
  const category = categories.find((c) => c.out_adliye !== 'out' && !c.time_required);
  if (!category) throw new Error('no courthouse category without a time in the demo data');
  return {
    out_adliye: 0,
    baro_id: 34,
    adliye_id: 3401,
    category_id: category.id,
    mission_price: Number(category.price.split(',')[0]),
    plan_date: options.planDate,
    other_detail: options.description,
    fast_mission: options.fast ? 1 : 0,
    guaranteed: options.guaranteed ? 1 : 0,
  };
}
