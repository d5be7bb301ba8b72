import ICAL from 'ical.js';

/** An event as an independent parser (ical.js) reads it back. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  url: string | null;
  status: string | null;
  sequence: number;
  allDay: boolean;
  /** The start as an instant (timed events, with the feed's own VTIMEZONE), or the date of an all-day one. */
  start: string;
  end: string | null;
  tzid: string | null;
}

export interface ParsedCalendar {
  method: string | null;
  timezones: string[];
  events: ParsedEvent[];
}

/** Reads an iCalendar text with ical.js, its VTIMEZONEs registered so TZID times become instants. */
export function parseCalendar(text: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  const timezones = root.getAllSubcomponents('vtimezone').map((vtimezone) => {
    const zone = new ICAL.Timezone(vtimezone);
    ICAL.TimezoneService.register(zone, zone.tzid);
    return zone.tzid;
  });
  const events = root.getAllSubcomponents('vevent').map((vevent): ParsedEvent => {
    const event = new ICAL.Event(vevent);
    const moment = (time: ICAL.Time | null) =>
      time === null ? null : time.isDate ? time.toString() : time.toJSDate().toISOString();
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: propertyText(vevent, 'url'),
      status: propertyText(vevent, 'status'),
      sequence: event.sequence,
      allDay: event.startDate.isDate,
      start: moment(event.startDate)!,
      end: event.startDate.isDate ? null : moment(event.endDate),
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
    };
  });
  return { method: propertyText(root, 'method'), timezones, events };
}

function propertyText(component: ICAL.Component, name: string): string | null {
  const value = component.getFirstPropertyValue(name);
  return value === null ? null : String(value);
}
