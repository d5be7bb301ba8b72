import { type NotificationIconName, notificationIcon } from '@meslektas/domain';
import {
  AlarmClock,
  Ban,
  Bell,
  Briefcase,
  CalendarX,
  CircleCheck,
  CircleX,
  FileClock,
  FilePen,
  ClipboardCheck,
  Flag,
  Hand,
  Hourglass,
  Landmark,
  LifeBuoy,
  type LucideIcon,
  MessageCircleQuestion,
  MessageCircleReply,
  MessageSquare,
  MessageSquareX,
  Scale,
  ShieldCheck,
  Star,
  Undo2,
  UserPlus,
  Wallet,
} from 'lucide-react';

/** How each of domain's notification icon names is drawn. */
const notificationIconComponents: Record<NotificationIconName, LucideIcon> = {
  briefcase: Briefcase,
  'user-plus': UserPlus,
  'check-circle': CircleCheck,
  'x-circle': CircleX,
  flag: Flag,
  star: Star,
  ban: Ban,
  hand: Hand,
  'calendar-x': CalendarX,
  'life-buoy': LifeBuoy,
  'message-square': MessageSquare,
  'message-square-x': MessageSquareX,
  scale: Scale,
  wallet: Wallet,
  'undo-2': Undo2,
  hourglass: Hourglass,
  'alarm-clock': AlarmClock,
  'file-pen': FilePen,
  'clipboard-check': ClipboardCheck,
  'message-circle-question': MessageCircleQuestion,
  'message-circle-reply': MessageCircleReply,
  'file-clock': FileClock,
  'shield-check': ShieldCheck,
  landmark: Landmark,
  bell: Bell,
};

/** The icon domain chooses for a notification's type, as the bell and the notifications page draw it. */
export function NotificationIcon({ type }: { type: string | undefined }) {
  const Icon = notificationIconComponents[notificationIcon(type)];
  return <Icon aria-hidden data-slot="notification-icon" className="mt-0.5 size-4 shrink-0 text-brand-700" />;
}
