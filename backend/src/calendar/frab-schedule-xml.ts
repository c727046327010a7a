// The programme as frab schedule XML (what EventFahrplan, Giggity and Fahrplan read), written from the very object
// the schedule.json feed is (frabSchedule()), so the two feeds cannot disagree. No XML builder is among our
// dependencies and the format is small, so a small writer does it; every text and attribute goes through escape().
import type { FrabEvent, FrabSchedule } from './frab-schedule.js';

/**
 * Characters XML 1.0 cannot carry at all, not even as character references: C0 controls other than tab, newline
 * and carriage return, lone surrogates, U+FFFE and U+FFFF. They are dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };

/** Text content keeps its tabs and newlines as they are; attribute values escape them (a parser would turn them into spaces). */
const escapeText = (value: string) => value.replace(NOT_XML, '').replace(/[&<>\r]/g, (c) => ENTITIES[c]);
const escapeAttribute = (value: string) => value.replace(NOT_XML, '').replace(/[&<>"'\t\n\r]/g, (c) => ENTITIES[c]);

type Attributes = Record<string, string | number>;
type Text = string | number | boolean | null | undefined;

class XmlWriter {
  private readonly lines = ['<?xml version="1.0" encoding="utf-8"?>'];
  private depth = 0;

  /** An element holding only text; empty (or null) text writes an empty element. */
  leaf(name: string, text: Text, attributes: Attributes = {}) {
    const value = text === null || text === undefined ? '' : escapeText(String(text));
    this.line(value ? `<${name}${attrs(attributes)}>${value}</${name}>` : `<${name}${attrs(attributes)}/>`);
  }

  /** An element holding the elements `inside` writes (an empty element when it writes none). */
  parent(name: string, attributes: Attributes, inside: () => void) {
    const at = this.lines.length;
    this.line(`<${name}${attrs(attributes)}>`);
    this.depth++;
    inside();
    this.depth--;
    if (this.lines.length === at + 1) this.lines[at] = this.lines[at].replace(/>$/, '/>');
    else this.line(`</${name}>`);
  }

  toString() {
    return `${this.lines.join('\n')}\n`;
  }

  private line(text: string) {
    this.lines.push('  '.repeat(this.depth) + text);
  }
}

function attrs(attributes: Attributes) {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

function writeEvent(xml: XmlWriter, event: FrabEvent) {
  xml.parent('event', { guid: event.guid, id: event.id }, () => {
    xml.leaf('date', event.date);
    xml.leaf('start', event.start);
    xml.leaf('duration', event.duration);
    xml.leaf('room', event.room);
    xml.leaf('slug', event.slug);
    xml.leaf('url', event.url);
    xml.parent('recording', {}, () => {
      xml.leaf('license', event.recording_license);
      xml.leaf('optout', Boolean(event.do_not_record));
    });
    xml.leaf('title', event.title);
    xml.leaf('subtitle', event.subtitle);
    xml.leaf('track', event.track);
    xml.leaf('type', event.type);
    xml.leaf('language', event.language);
    xml.leaf('abstract', event.abstract);
    xml.leaf('description', event.description);
    xml.leaf('logo', event.logo);
    xml.parent('persons', {}, () => event.persons.forEach((p) => xml.leaf('person', p.public_name, { id: p.id })));
    xml.parent('links', {}, () => event.links.forEach((l) => xml.leaf('link', l.title, { href: l.url })));
    xml.parent('attachments', {}, () => event.attachments.forEach((a) => xml.leaf('attachment', a.title, { href: a.url })));
  });
}

/** frab schedule XML: `<schedule>` with its version, the conference, then each day's rooms and their events. */
export function frabScheduleXml({ schedule }: FrabSchedule): string {
  const { conference } = schedule;
  const roomGuid = new Map(conference.rooms.map((r) => [r.name, r.guid]));
  const xml = new XmlWriter();
  xml.parent('schedule', {}, () => {
    xml.leaf('version', schedule.version);
    xml.parent('conference', {}, () => {
      xml.leaf('acronym', conference.acronym);
      xml.leaf('title', conference.title);
      xml.leaf('start', conference.start);
      xml.leaf('end', conference.end);
      xml.leaf('days', conference.daysCount);
      xml.leaf('timeslot_duration', conference.timeslot_duration);
      xml.leaf('base_url', schedule.base_url);
      xml.leaf('time_zone_name', conference.time_zone_name);
      xml.leaf('url', conference.url);
    });
    for (const day of conference.days) {
      xml.parent('day', { index: day.index, date: day.date, start: day.day_start, end: day.day_end }, () => {
        for (const [name, events] of Object.entries(day.rooms)) {
          xml.parent('room', { name, guid: roomGuid.get(name) ?? '' }, () => events.forEach((event) => writeEvent(xml, event)));
        }
      });
    }
  });
  return xml.toString();
}
