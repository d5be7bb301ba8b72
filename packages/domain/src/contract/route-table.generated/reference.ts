// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const bars = {"method":"GET","path":"/global/allBaroData"} as ClientOf<Api["reference"]["bars"]>;
export const courthouses = {"method":"POST","path":"/global/allAdliyeData"} as ClientOf<Api["reference"]["courthouses"]>;
export const myCourthouses = {"method":"GET","path":"/user/getAdliyeData"} as ClientOf<Api["reference"]["myCourthouses"]>;
export const locationSearch = {"method":"POST","path":"/location/search"} as ClientOf<Api["reference"]["locationSearch"]>;
export const categories = {"method":"GET","path":"/mission/categories"} as ClientOf<Api["reference"]["categories"]>;
export const homeNotifications = {"method":"GET","path":"/auth/homeNotifications"} as ClientOf<Api["reference"]["homeNotifications"]>;
export const constants = {"method":"GET","path":"/constants"} as ClientOf<Api["reference"]["constants"]>;
export const faq = {"method":"GET","path":"/global/faq"} as ClientOf<Api["reference"]["faq"]>;
export const partnershipFaq = {"method":"GET","path":"/partnership/faq"} as ClientOf<Api["reference"]["partnershipFaq"]>;
export const notices = {"method":"GET","path":"/global/notices"} as ClientOf<Api["reference"]["notices"]>;
export const webPopup = {"method":"GET","path":"/global/webpopup"} as ClientOf<Api["reference"]["webPopup"]>;
export const page = {"method":"GET","path":"/global/page/:id"} as ClientOf<Api["reference"]["page"]>;
