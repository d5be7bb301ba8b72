import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationIcon, notificationIcons } from './notification-icons.ts';

describe('notification icons', () => {
  it.each([
    ['mission_created', 'briefcase'],
    ['application_received', 'user-plus'],
    ['selected', 'check-circle'],
    ['not_selected', 'x-circle'],
    ['completed', 'flag'],
    ['commented', 'star'],
    ['cancelled', 'ban'],
    ['cancel_requested', 'hand'],
    ['cancel_request_answered', 'calendar-x'],
    ['ticket_answered', 'life-buoy'],
    ['dispute_message', 'message-square'],
    ['dispute_message_rejected', 'message-square-x'],
    ['dispute_resolved', 'scale'],
    ['payout_paid', 'wallet'],
    ['payout_rejected', 'undo-2'],
    ['report_filed', 'clipboard-check'],
    ['report_questioned', 'message-circle-question'],
    ['report_answered', 'message-circle-reply'],
    ['report_late', 'file-clock'],
    ['guarantee', 'shield-check'],
    ['payout_account_needed', 'landmark'],
    // Unknown, old or hand-written types still show an icon.
    ['general', 'bell'],
    ['', 'bell'],
    [null, 'bell'],
    [undefined, 'bell'],
    ['toString', 'bell'],
  ])('a %j notification / shows %s', (type, icon) => {
    expect(notificationIcon(type)).toBe(icon);
  });

  it('gives every notification type its own icon', () => {
    expect(Object.keys(notificationIcons).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(new Set(Object.values(notificationIcons)).size).toBe(NOTIFICATION_TYPES.length);
  });
});
