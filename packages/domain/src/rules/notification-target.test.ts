import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './notification-icons.ts';
import { SPECIAL_NOTIFICATION_TYPE, notificationHref, notificationTarget } from './notification-target.ts';
import { matchRoute } from './routes.ts';

describe('where a notification leads', () => {
  it.each([
    ['a new task in his courthouses', 'mission_created', 7, '/bekleyen-gorevler'],
    ['an application to his task', 'application_received', 7, '/gorev-atamasi/7'],
    ['being chosen for a task', 'selected', 7, '/gorev-detaylari/7'],
    ['the other party completing the task', 'completed', 7, '/gorev-detaylari/7'],
    ['not being chosen', 'not_selected', 7, '/basvurdugum-gorevler'],
    ['a cancelled task (assignee or applicant)', 'cancelled', 7, '/basvurdugum-gorevler'],
    ['a rating about him', 'commented', 7, '/tamamlanan-gorevler'],
    ['a cancel request to answer', 'cancel_requested', 7, '/gorev-iptal-bildirimi'],
    ['the answer to a cancel request', 'cancel_request_answered', 7, '/gorev-iptal-bildirimi'],
    ['a support ticket answered', 'ticket_answered', null, '/akilli-destek-sistemi'],
    ['an approved dispute message', 'dispute_message', 7, '/conflicts'],
    ['a dispute message not approved', 'dispute_message_rejected', 7, '/conflicts'],
    ['a resolved dispute', 'dispute_resolved', 7, '/conflicts'],
    ['a payout request paid', 'payout_paid', null, '/odeme-talebinde-bulun'],
    ['a payout request rejected', 'payout_rejected', null, '/odeme-talebinde-bulun'],
    [
      'chosen for a guaranteed task without a payout account',
      'payout_account_needed',
      7,
      '/odeme-talebinde-bulun',
    ],
    ['a guaranteed payment moved', 'guarantee', 7, '/gorev-detaylari/7'],
    // Without a task id the task's own page cannot be built: the list that holds it instead.
    ['an application without a task id', 'application_received', null, '/olusturdugum-gorevler'],
    ['being chosen, without a task id', 'selected', undefined, '/secildigim-gorevler'],
    ['a completion without a task id', 'completed', null, '/tamamlanan-gorevler'],
    // Types this version does not know, or rows written by hand.
    ['an unknown type', 'general', 7, '/notifications'],
    ['an empty type', '', null, '/notifications'],
  ])('given %s / opens %s', (_label, type, missionId, href) => {
    expect(notificationHref({ type, mission_id: missionId })).toBe(href);
  });

  it('given a special notification / opens its page, or the notifications page without an id', () => {
    expect(notificationHref({ type: SPECIAL_NOTIFICATION_TYPE, mission_id: null, id: 4 })).toBe(
      '/specialnotifications/4',
    );
    expect(notificationHref({ type: SPECIAL_NOTIFICATION_TYPE, mission_id: null })).toBe('/notifications');
  });

  it('sends every type the server writes to a route of the table', () => {
    for (const type of NOTIFICATION_TYPES) {
      const { route } = notificationTarget({ type, mission_id: 3 });
      expect(matchRoute(notificationHref({ type, mission_id: 3 }))).toBe(route);
      expect(route).not.toBe('notifications');
    }
  });
});
