import type { ShowroomVisitRow } from '#server/db/schema/index.js';
import type { MailContent, Mailer, RenderedAttachment } from '#server/modules/mail/index.js';
import { shopInfo } from '#shared/shop-info.js';
import { formatVisitTime, showroomOf } from '#shared/showrooms.js';
import { calendarFile } from './calendar-file.js';
import { showroomNameOf } from './visit-view.js';

// The mails of a showroom visit: booked (or moved) with its calendar file, the reminder the day
// before, and the cancellation. Each names the visit's link, which only the visitor holds.

const CALENDAR_FILE = 'showroom-visit-ics';
const FOOTER = `You get this mail because you booked a showroom visit with ${shopInfo.name}. We use your name, phone and e-mail only for this visit.`;
const contact = `${shopInfo.contactPhone} or ${shopInfo.contactEmail}`;

const calendarAttachment = (visitId: number): RenderedAttachment => ({
  filename: 'showroom-visit.ics',
  contentType: 'text/calendar',
  renderer: CALENDAR_FILE,
  id: visitId,
});

function details(visit: ShowroomVisitRow) {
  const mattresses = visit.mattresses.map((mattress) => mattress.name).join(', ');
  return [
    { label: 'When', value: formatVisitTime(visit.day, visit.startMinute) },
    { label: 'Showroom', value: showroomNameOf(visit.showroomId) },
    { label: 'Address', value: showroomOf(visit.showroomId)?.address ?? '' },
    ...(mattresses ? [{ label: 'To try', value: mattresses }] : []),
  ];
}

const changeAction = (link: string) => ({ label: 'Move or cancel the visit', url: link });

/** Booked, or moved (`moved`): the visit, its calendar file and its link. */
export function visitBookedMail(visit: ShowroomVisitRow, link: string, moved = false): MailContent {
  const when = formatVisitTime(visit.day, visit.startMinute);
  const first = moved
    ? `Your showroom visit is moved to ${when}. The calendar file attached replaces the earlier one.`
    : `Your showroom visit is booked for ${when}. Add it to your calendar with the file attached.`;
  return {
    subject: moved
      ? `Your ${shopInfo.name} showroom visit is moved to ${when}`
      : `Your ${shopInfo.name} showroom visit on ${when}`,
    layout: {
      preview: first,
      heading: moved ? 'Your visit is moved' : 'See you at the showroom',
      paragraphs: [first, `Need to change it? Use the button below, or call us: ${contact}.`],
      details: details(visit),
      action: changeAction(link),
      footer: FOOTER,
    },
    attachments: [calendarAttachment(visit.id)],
  };
}

/** The day before: the visit and how to move or cancel it. No link is in it: see decision 0065. */
export function visitReminderMail(visit: ShowroomVisitRow): MailContent {
  const when = formatVisitTime(visit.day, visit.startMinute);
  const first = `A reminder of your showroom visit tomorrow, ${when}.`;
  return {
    subject: `Tomorrow: your ${shopInfo.name} showroom visit`,
    layout: {
      preview: first,
      heading: 'See you tomorrow',
      paragraphs: [
        first,
        `Cannot come? Use the link in the mail that booked it, or call us: ${contact}.`,
      ],
      details: details(visit),
      footer: FOOTER,
    },
  };
}

export function visitCancelledMail(visit: ShowroomVisitRow): MailContent {
  const when = formatVisitTime(visit.day, visit.startMinute);
  const first = `Your showroom visit on ${when} is cancelled.`;
  return {
    subject: `Your ${shopInfo.name} showroom visit is cancelled`,
    layout: {
      preview: first,
      heading: 'Your visit is cancelled',
      paragraphs: [first, 'You are welcome to book another visit any time.'],
      details: details(visit),
      footer: FOOTER,
    },
    attachments: [calendarAttachment(visit.id)],
  };
}

/** Teaches the mailer to make a visit's calendar file from the visit as it is when sent. */
export function addVisitCalendarRenderer(
  mailer: Mailer,
  findVisit: (id: number) => Promise<ShowroomVisitRow | undefined>,
  publicUrl: string,
): void {
  const host = new URL(publicUrl).hostname;
  mailer.addAttachmentRenderer(CALENDAR_FILE, async (visitId) => {
    const visit = await findVisit(visitId);
    if (!visit) throw new Error('The visit of a queued calendar file is gone');
    const showroom = showroomNameOf(visit.showroomId);
    const tryOn = visit.mattresses.map((mattress) => mattress.name).join(', ');
    return Buffer.from(
      calendarFile({
        uid: `showroom-visit-${visit.id}@${host}`,
        sequence: visit.sequence,
        stamp: visit.updatedAt,
        start: visit.startsAt,
        end: new Date(visit.startsAt.getTime() + visit.slotMinutes * 60_000),
        summary: `${shopInfo.name} showroom visit, ${showroom}`,
        location: showroomOf(visit.showroomId)?.address ?? showroom,
        description: [
          `Your visit to ${showroom}.`,
          tryOn ? `Mattresses to try: ${tryOn}.` : '',
          `Questions? ${contact}.`,
        ]
          .filter(Boolean)
          .join('\n'),
        cancelled: visit.state === 'cancelled',
      }),
    );
  });
}
