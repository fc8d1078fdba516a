import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { showroomsContextOf } from '#server/modules/showrooms/context.js';
import { forgetOldVisits, sendVisitReminders } from '#server/modules/showrooms/housekeeping.js';
import {
  showroomDayApiPath,
  showroomDayClosingApiPath,
  showroomSettingsApiPath,
  visitOutcomeApiPath,
} from '#shared/admin-api-paths.js';
import {
  cancelVisitApiPath,
  moveVisitApiPath,
  showroomCalendarApiPath,
  showroomVisitsApiPath,
  visitLinkApiPath,
} from '#shared/api-paths.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import {
  showroomCalendarSchema,
  showroomDaySchema,
  VISIT_MESSAGES,
  visitBookedSchema,
  visitSchema,
} from '#shared/schemas/showroom-visits.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { lastMailTo, linkParameter, mailTo, mimeAttachment } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp } from '#tests/helpers/test-app.js';

// Showroom visits (issue 25, decision 0065), on a Wednesday morning in Singapore.
const clock = fixedClock('2026-12-02T10:00:00+08:00');
const UBI = 1;
const TAMPINES = 2;
const api = (path: string) => `/api${path}`;

let shop: AdminTestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
});
afterAll(() => shop.close());

function visitor(app = shop.app): BrowserSession {
  return new BrowserSession(app);
}

/** A booking's body: 2pm at Ubi on `date`, a fresh e-mail unless given. */
function booking(date: string, changes: Record<string, unknown> = {}) {
  counter += 1;
  return {
    showroomId: UBI,
    date,
    start: 14 * 60,
    name: 'Tan Mei Ling',
    phone: '9123 4567',
    email: `visitor${counter}@example.sg`,
    ...changes,
  };
}

async function book(body: Record<string, unknown>, browser = visitor()) {
  const answer = await browser.post(api(showroomVisitsApiPath), body);
  expect(answer.statusCode, answer.body).toBe(201);
  return visitBookedSchema.parse(answer.json()).visit;
}

async function calendar(showroomId = UBI) {
  const answer = await visitor().get(api(showroomCalendarApiPath(showroomId)));
  expect(answer.statusCode, answer.body).toBe(200);
  return showroomCalendarSchema.parse(answer.json());
}

async function leftAt(date: string, start: number, showroomId = UBI) {
  const day = (await calendar(showroomId)).days.find((d) => d.date === date);
  return day?.slots.find((slot) => slot.start === start)?.left;
}

function messagesOf(answer: { json<T>(): T }): string[] {
  return answer.json<{ errors: { msg: string }[] }>().errors.map((error) => error.msg);
}

async function settings(showroomId: number, slotMinutes: number, visitorsPerSlot: number) {
  const answer = await shop.admin.put(api(showroomSettingsApiPath), {
    showroomId,
    slotMinutes,
    visitorsPerSlot,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The token of the link in the newest booking mail to `email`. */
async function linkTokenOf(email: string): Promise<string> {
  return linkParameter(await lastMailTo(shop, email, 'showroom visit'), 'token');
}

describe('booking a showroom visit', () => {
  it('offers tomorrow to 30 days ahead, each showroom within its own hours', async () => {
    const ubi = await calendar(UBI);
    expect(ubi.days[0]?.date).toBe('2026-12-03');
    expect(ubi.days.at(-1)?.date).toBe('2027-01-01');
    expect(ubi.slotMinutes).toBe(30);
    const slots = ubi.days[0]?.slots ?? [];
    expect(slots[0]).toEqual({ start: 660, label: '11:00 am', left: 2 });
    // The last slot ends as Ubi closes at 8:30 pm, and Tampines at 7 pm.
    expect(slots.at(-1)?.label).toBe('8:00 pm');
    expect((await calendar(TAMPINES)).days[0]?.slots.at(-1)?.label).toBe('6:30 pm');
    expect((await visitor().get(api(showroomCalendarApiPath(9)))).statusCode).toBe(400);
  });

  it('books a visit with the mattresses to try, mails it with a calendar file and a link', async () => {
    const mattressId = await insertProduct(shop, {
      name: 'Visit Hotel Mattress',
      priceCents: 99_900,
    });
    const body = booking('2026-12-04', { mattressIds: [mattressId], email: 'Mei.Ling@Example.sg' });
    const visit = await book(body);
    expect(visit).toMatchObject({
      showroomName: '8etterSleep Gallery, Ubi',
      date: '2026-12-04',
      start: 840,
      when: 'Fri, 4 Dec 2026, 2:00 pm',
      state: 'booked',
      mattresses: [{ productId: mattressId, name: 'Visit Hotel Mattress' }],
      changeable: true,
    });
    expect(await leftAt('2026-12-04', 840)).toBe(1);

    const mail = await lastMailTo(shop, 'mei.ling@example.sg', 'showroom visit');
    expect(mail.text).toContain('Fri, 4 Dec 2026, 2:00 pm');
    expect(mail.text).toContain('Visit Hotel Mattress');
    expect(mail.text).toMatch(/\/showroom-visit\?token=/);
    const ics = mimeAttachment(mail.raw, 'text/calendar').toString('utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        // 2 pm in Singapore is 6 am UTC; the slot is 30 minutes.
        'DTSTART:20261204T060000Z',
        'DTEND:20261204T063000Z',
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
        'SUMMARY:8etterSleep showroom visit\\, 8etterSleep Gallery\\, Ubi',
        'LOCATION:3 Ubi Avenue 3\\, #01-10\\, Singapore 408857',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.find((line) => line.startsWith('UID:'))).toMatch(/^UID:showroom-visit-\d+@/);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('refuses every field problem at once, in the spec’s error shape', async () => {
    const answer = await visitor().post(api(showroomVisitsApiPath), {
      showroomId: 7,
      date: '2026-02-30',
      start: 'noon',
      name: '',
      phone: '1234',
      email: 'not-an-address',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('invalid_input');
    expect(messagesOf(answer)).toEqual([
      VISIT_MESSAGES.showroom,
      VISIT_MESSAGES.date,
      VISIT_MESSAGES.start,
      VISIT_MESSAGES.name,
      expect.stringContaining('Singapore'),
      'Please enter a valid email address.',
    ]);
  });

  it('refuses a day in the past or too far ahead, a time outside the hours and an unknown mattress together', async () => {
    const accessoryId = await insertProduct(shop, {
      name: 'Visit Pillow',
      priceCents: 3_990,
      collection: 'Accessories',
    });
    const today = await visitor().post(
      api(showroomVisitsApiPath),
      booking('2026-12-02', { start: 10 * 60 + 30, mattressIds: [accessoryId] }),
    );
    expect(today.statusCode).toBe(400);
    expect(messagesOf(today)).toEqual([
      VISIT_MESSAGES.past,
      VISIT_MESSAGES.outsideHours,
      VISIT_MESSAGES.unknownMattress,
    ]);
    const far = await visitor().post(api(showroomVisitsApiPath), booking('2027-01-02'));
    expect(messagesOf(far)).toEqual([VISIT_MESSAGES.tooFar]);
    // 8 pm is a slot at Ubi (to 8:30 pm), not at Tampines (closes at 7 pm); 2:10 pm is no slot.
    const late = booking('2026-12-05', { showroomId: TAMPINES, start: 20 * 60 });
    expect(messagesOf(await visitor().post(api(showroomVisitsApiPath), late))).toEqual([
      VISIT_MESSAGES.outsideHours,
    ]);
    const between = booking('2026-12-05', { start: 14 * 60 + 10 });
    expect(messagesOf(await visitor().post(api(showroomVisitsApiPath), between))).toEqual([
      VISIT_MESSAGES.outsideHours,
    ]);
  });

  it('refuses a full slot with 409 visit_slot_full, and a cancelled visit gives its place back', async () => {
    await book(booking('2026-12-07', { start: 11 * 60 }));
    await book(booking('2026-12-07', { start: 11 * 60 }));
    const full = await visitor().post(
      api(showroomVisitsApiPath),
      booking('2026-12-07', { start: 660 }),
    );
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'visit_slot_full',
      errors: [{ msg: VISIT_MESSAGES.full, path: 'start' }],
    });
    expect(await leftAt('2026-12-07', 660)).toBe(0);
  });

  it('lets two bookings racing for the last place not both succeed', {
    timeout: 60_000,
  }, async () => {
    await settings(TAMPINES, 60, 3);
    const racers = Array.from({ length: 12 }, () => visitor());
    await Promise.all(racers.map((browser) => browser.fetchCsrfToken()));
    const answers = await Promise.all(
      racers.map((browser) =>
        browser.post(
          api(showroomVisitsApiPath),
          booking('2026-12-08', { showroomId: TAMPINES, start: 12 * 60 }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await leftAt('2026-12-08', 12 * 60, TAMPINES)).toBe(0);
  });
});

describe('the visitor’s link', () => {
  it('opens the visit, moves it (mailed again with the next calendar file) and cancels it', async () => {
    const email = 'link.visitor@example.sg';
    await book(booking('2026-12-10', { email }));
    const token = await linkTokenOf(email);
    const opened = await visitor().get(api(visitLinkApiPath(token)));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(visitSchema.parse(opened.json())).toMatchObject({
      date: '2026-12-10',
      changeable: true,
      notice: null,
    });

    const moved = await visitor().post(api(moveVisitApiPath), {
      token,
      showroomId: UBI,
      date: '2026-12-11',
      start: 16 * 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await leftAt('2026-12-10', 840)).toBe(2);
    expect(await leftAt('2026-12-11', 960)).toBe(1);
    const movedMail = await lastMailTo(shop, email, 'moved');
    const ics = mimeAttachment(movedMail.raw, 'text/calendar').toString('utf8');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261211T080000Z');
    // The link stays the visit's key.
    expect(linkParameter(movedMail, 'token')).toBe(token);

    const cancelled = await visitor().post(api(cancelVisitApiPath), { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await leftAt('2026-12-11', 960)).toBe(2);
    expect((await lastMailTo(shop, email, 'cancelled')).subject).toContain('cancelled');

    const after = visitSchema.parse((await visitor().get(api(visitLinkApiPath(token)))).json());
    expect(after).toMatchObject({ state: 'cancelled', changeable: false });
    expect(after.notice).toContain('cancelled');
    const again = await visitor().post(api(cancelVisitApiPath), { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'visit_change_refused', message: after.notice });
    const move = await visitor().post(api(moveVisitApiPath), {
      token,
      showroomId: UBI,
      date: '2026-12-12',
      start: 660,
    });
    expect(move.statusCode).toBe(409);
  });

  it('refuses a move into a full slot and keeps the visit where it was', async () => {
    const email = 'full.move@example.sg';
    await book(booking('2026-12-14', { email, start: 12 * 60 }));
    const token = await linkTokenOf(email);
    await book(booking('2026-12-14', { start: 13 * 60 }));
    await book(booking('2026-12-14', { start: 13 * 60 }));
    const move = await visitor().post(api(moveVisitApiPath), {
      token,
      showroomId: UBI,
      date: '2026-12-14',
      start: 13 * 60,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('visit_slot_full');
    const visit = visitSchema.parse((await visitor().get(api(visitLinkApiPath(token)))).json());
    expect(visit.start).toBe(12 * 60);
  });

  it('answers a wrong link with a message, not a visit', async () => {
    const wrong = await visitor().get(api(visitLinkApiPath('not-a-real-token')));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'not_found', message: VISIT_MESSAGES.link });
    expect((await visitor().post(api(cancelVisitApiPath), { token: 'nope' })).statusCode).toBe(404);
    expect((await visitor().get(api(visitLinkApiPath('')))).statusCode).toBe(400);
  });
});

describe('staff and the showroom’s day', () => {
  it('shows store staff the day, lets them mark visits, close the day and set the slots, audited', async () => {
    const store = await shop.staff('showroom.store@example.sg', 'store');
    const mattressId = await insertProduct(shop, {
      name: 'Staff Day Mattress',
      priceCents: 89_900,
    });
    const visit = await book(booking('2026-12-15', { name: 'Lim Wei', mattressIds: [mattressId] }));
    expect(visit.state).toBe('booked');
    const dayAnswer = await store.get(api(`${showroomDayApiPath}?showroomId=1&date=2026-12-15`));
    expect(dayAnswer.statusCode, dayAnswer.body).toBe(200);
    const day = showroomDaySchema.parse(dayAnswer.json());
    expect(day.visits).toEqual([
      expect.objectContaining({
        time: '2:00 pm',
        name: 'Lim Wei',
        phone: '+65 9123 4567',
        mattresses: [{ productId: mattressId, name: 'Staff Day Mattress' }],
      }),
    ]);
    const visitId = day.visits[0]?.id ?? 0;

    const marked = await store.put(api(visitOutcomeApiPath(visitId)), { outcome: 'attended' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(showroomDaySchema.parse(marked.json().day).visits[0]?.state).toBe('attended');
    const wrongOutcome = await store.put(api(visitOutcomeApiPath(visitId)), {
      outcome: 'cancelled',
    });
    expect(wrongOutcome.statusCode).toBe(400);

    const closed = await store.put(api(showroomDayClosingApiPath), {
      showroomId: UBI,
      date: '2026-12-15',
      closed: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().day).toMatchObject({ closed: true, visits: [{ name: 'Lim Wei' }] });
    const refused = await visitor().post(api(showroomVisitsApiPath), booking('2026-12-15'));
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual([VISIT_MESSAGES.closed]);
    expect((await calendar()).days.find((d) => d.date === '2026-12-15')).toMatchObject({
      closed: true,
      slots: [],
    });
    await store.put(api(showroomDayClosingApiPath), {
      showroomId: UBI,
      date: '2026-12-15',
      closed: false,
    });
    await book(booking('2026-12-15'));

    const set = await store.put(api(showroomSettingsApiPath), {
      showroomId: UBI,
      slotMinutes: 45,
      visitorsPerSlot: 4,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await calendar()).days[0]?.slots.slice(0, 2)).toEqual([
      { start: 660, label: '11:00 am', left: 4 },
      { start: 705, label: '11:45 am', left: 4 },
    ]);
    const badSettings = await store.put(api(showroomSettingsApiPath), {
      showroomId: UBI,
      slotMinutes: 7,
      visitorsPerSlot: -1,
    });
    expect(messagesOf(badSettings)).toEqual([VISIT_MESSAGES.slotMinutes, VISIT_MESSAGES.visitors]);
    await settings(UBI, 30, 2);

    const audit = auditListSchema.parse(
      (await shop.admin.get('/api/admin/audit?entityType=setting')).json(),
    );
    const fields = audit.entries
      .filter((entry) => entry.entityLabel === 'Showroom visits')
      .flatMap((entry) => entry.changes.map((change) => change.field));
    expect(fields).toContain('Slot minutes (8etterSleep Gallery, Ubi)');
    expect(fields).toContain('Closed for visits (8etterSleep Gallery, Ubi, Tue, 15 Dec 2026)');
  });

  it('refuses every staff route to catalogue staff, customers and visitors', async () => {
    const catalogue = await shop.staff('showroom.catalogue@example.sg', 'catalogue');
    const customer = await shop.customer('showroom.customer@example.sg');
    const calls = [
      ['GET', `${showroomDayApiPath}?showroomId=1&date=2026-12-15`],
      ['PUT', visitOutcomeApiPath(1)],
      ['PUT', showroomDayClosingApiPath],
      ['PUT', showroomSettingsApiPath],
    ] as const;
    for (const [method, path] of calls) {
      const asCatalogue = await catalogue.request(
        method,
        api(path),
        method === 'GET' ? {} : { body: {} },
      );
      expect([path, asCatalogue.statusCode, asCatalogue.json().code]).toEqual([
        path,
        403,
        'outside_role',
      ]);
      const asCustomer = await customer.request(
        method,
        api(path),
        method === 'GET' ? {} : { body: {} },
      );
      expect([path, asCustomer.statusCode, asCustomer.json().code]).toEqual([
        path,
        403,
        'admin_only',
      ]);
      const asVisitor = await visitor().request(
        method,
        api(path),
        method === 'GET' ? {} : { body: {} },
      );
      expect([path, asVisitor.statusCode]).toEqual([path, 401]);
    }
  });
});

describe('the day before, and a year after', () => {
  it('sends the reminder once though two instances run the housekeeping at the same moment', async () => {
    const email = 'reminded@example.sg';
    await book(booking('2026-12-16', { email, start: 17 * 60 }));
    const second = await createTestApp({}, {}, { clock, database: await shop.database.share() });
    try {
      const eve = new Date('2026-12-15T09:00:00+08:00');
      const sent = await Promise.all([
        sendVisitReminders(showroomsContextOf(shop.app), eve),
        sendVisitReminders(showroomsContextOf(second.app), eve),
      ]);
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
      // Later runs that day find nothing more to send.
      expect(
        await sendVisitReminders(
          showroomsContextOf(second.app),
          new Date('2026-12-15T10:00:00+08:00'),
        ),
      ).toBe(0);
      const reminders = [...(await mailTo(shop, email)), ...(await mailTo(second, email))].filter(
        (mail) => mail.subject.startsWith('Tomorrow'),
      );
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.text).toContain('Wed, 16 Dec 2026, 5:00 pm');
    } finally {
      await second.close();
    }
  });

  it('does not remind a visit booked for tomorrow: its confirmation has just gone', async () => {
    const email = 'tomorrow@example.sg';
    await book(booking('2026-12-03', { email, start: 18 * 60 }));
    await sendVisitReminders(showroomsContextOf(shop.app), new Date('2026-12-02T11:00:00+08:00'));
    expect(
      (await mailTo(shop, email)).filter((mail) => mail.subject.startsWith('Tomorrow')),
    ).toEqual([]);
  });

  it('shows a passed visit’s link a message, and deletes visits a year old', async () => {
    const email = 'passed@example.sg';
    await book(booking('2026-12-17', { email }));
    const token = await linkTokenOf(email);
    clock.set('2026-12-17T14:05:00+08:00');
    const passed = visitSchema.parse((await visitor().get(api(visitLinkApiPath(token)))).json());
    expect(passed).toMatchObject({ changeable: false });
    expect(passed.notice).toContain('passed');
    expect((await visitor().post(api(cancelVisitApiPath), { token })).statusCode).toBe(409);

    const context = showroomsContextOf(shop.app);
    expect(await forgetOldVisits(context, new Date('2027-12-01T10:00:00+08:00'))).toBe(0);
    expect(await forgetOldVisits(context, new Date('2027-12-18T10:00:00+08:00'))).toBeGreaterThan(
      0,
    );
    expect((await visitor().get(api(visitLinkApiPath(token)))).statusCode).toBe(404);
  });
});

describe('the visitor’s link in the log', () => {
  it('is never written to the log: not its page, its calls, nor a failed call', async () => {
    const lines: string[] = [];
    const logging = await createTestApp(
      { LOG_LEVEL: 'info' },
      {},
      {
        clock: fixedClock('2026-12-02T10:00:00+08:00'),
        logStream: { write: (line: string) => void lines.push(line) },
      },
    );
    try {
      const email = 'logged.visitor@example.sg';
      const answer = await visitor(logging.app).post(
        api(showroomVisitsApiPath),
        booking('2026-12-09', { email }),
      );
      expect(answer.statusCode, answer.body).toBe(201);
      const token = linkParameter(await lastMailTo(logging, email, 'showroom visit'), 'token');
      await visitor(logging.app).get(`/showroom-visit?token=${token}`);
      await visitor(logging.app).get(api(visitLinkApiPath(token)));
      await visitor(logging.app).post(api(cancelVisitApiPath), { token });
      await visitor(logging.app).post(api(cancelVisitApiPath), { token });
      expect(lines.length).toBeGreaterThan(4);
      expect(lines.join('')).not.toContain(token);
      expect(lines.join('')).toContain('/showroom-visits/link?token=[redacted]');
    } finally {
      await logging.close();
    }
  });
});
