import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-app-meta.ts';
import * as m0002 from './0002-reference.ts';
import * as m0003 from './0003-accounts.ts';
import * as m0004 from './0004-missions.ts';
import * as m0100 from './0100-mission-lists.ts';
import * as m0200 from './0200-files.ts';
import * as m0300 from './0300-activity-actor.ts';
import * as m0301 from './0301-popup-audience.ts';
import * as m0400 from './0400-registration.ts';
import * as m0410 from './0410-special-notifications.ts';
import * as m0420 from './0420-push-subscriptions.ts';
import * as m0510 from './0510-profile-documents.ts';
import * as m0520 from './0520-complaints.ts';
import * as m0540 from './0540-blue-tick.ts';
import * as m0550 from './0550-bar-change-rights.ts';
import * as m0560 from './0560-cancel-requests.ts';
import * as m0561 from './0561-tickets.ts';
import * as m0580 from './0580-wallet.ts';
import * as m0570 from './0570-disputes.ts';
import * as m0590 from './0590-operator-console.ts';
import * as m0600 from './0600-payments.ts';
import * as m0610 from './0610-support-desk.ts';
import * as m0630 from './0630-content-ids.ts';
import * as m0650 from './0650-deliveries.ts';
import * as m0671 from './0671-notice-tab-title.ts';
import * as m0672 from './0672-names-without-title.ts';
import * as m0700 from './0700-liquidity.ts';
import * as m0710 from './0710-window-start-index.ts';
import * as m0720 from './0720-window-start-always.ts';
import * as m0800 from './0800-reports.ts';
import * as m0820 from './0820-reminder-preferences.ts';
import * as m0840 from './0840-digest.ts';
import * as m0900 from './0900-guaranteed-payments.ts';
import * as m0850 from './0850-reliability.ts';
import * as m0830 from './0830-calendar-feeds.ts';
import * as m0910 from './0910-sub-merchants.ts';
import * as m0920 from './0920-payout-accounts.ts';

/** Every migration, in order. Names sort; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-app-meta': m0001,
  '0002-reference': m0002,
  '0003-accounts': m0003,
  '0004-missions': m0004,
  '0100-mission-lists': m0100,
  '0200-files': m0200,
  '0300-activity-actor': m0300,
  '0301-popup-audience': m0301,
  '0400-registration': m0400,
  '0410-special-notifications': m0410,
  '0420-push-subscriptions': m0420,
  '0510-profile-documents': m0510,
  '0520-complaints': m0520,
  '0540-blue-tick': m0540,
  '0550-bar-change-rights': m0550,
  '0560-cancel-requests': m0560,
  '0561-tickets': m0561,
  '0580-wallet': m0580,
  '0570-disputes': m0570,
  '0590-operator-console': m0590,
  '0600-payments': m0600,
  '0610-support-desk': m0610,
  '0630-content-ids': m0630,
  '0650-deliveries': m0650,
  '0671-notice-tab-title': m0671,
  '0672-names-without-title': m0672,
  '0700-liquidity': m0700,
  '0710-window-start-index': m0710,
  '0720-window-start-always': m0720,
  '0800-reports': m0800,
  '0820-reminder-preferences': m0820,
  '0840-digest': m0840,
  '0900-guaranteed-payments': m0900,
  '0850-reliability': m0850,
  '0830-calendar-feeds': m0830,
  '0910-sub-merchants': m0910,
  '0920-payout-accounts': m0920,
};
