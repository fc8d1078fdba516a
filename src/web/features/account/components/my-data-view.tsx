import type { ReactNode } from 'react';
import { formatCents } from '#shared/money.js';
import type { MyData } from '#shared/schemas/my-data.js';
import { formatVisitTime, VISIT_STATE_LABELS } from '#shared/showrooms.js';
import { formatDateTime } from '#shared/time.js';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-sand pt-5">
      <h3 className="text-lg text-navy">{title}</h3>
      <div className="mt-3 text-sm text-ink">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const when = (instant: string | null) => (instant ? formatDateTime(instant) : null);

/** Everything in the customer's copy of their data, in words, part by part. */
export function MyDataView({ data }: { data: MyData }) {
  const { account, newsletter } = data;
  return (
    <div className="space-y-5">
      <Part title="Account">
        <Facts
          rows={[
            ['E-mail', account.email],
            ['Name', account.name],
            ['Address', account.addressLine && `${account.addressLine}, ${account.postalCode}`],
            ['Opened', when(account.createdAt)],
            ['E-mail proven', when(account.emailVerifiedAt)],
          ]}
        />
      </Part>
      <Part title={`Orders (${data.orders.length})`}>
        {data.orders.length === 0 ? (
          <p>No orders in this account.</p>
        ) : (
          <ul className="space-y-2">
            {data.orders.map((order) => (
              <li key={order.orderId}>
                Order #{order.orderId}, {when(order.createdAt)}: {order.status},{' '}
                {formatCents(order.totalCents)}. Delivered to {order.shippingLine1}, Singapore{' '}
                {order.shippingPostal}
                {order.phone && `; phone ${order.phone}`}.
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={`Reviews (${data.reviews.length})`}>
        {data.reviews.length === 0 && <p>You have not written a review.</p>}
        <ul className="space-y-2">
          {data.reviews.map((review) => (
            <li key={`${review.createdAt}-${review.productName}`}>
              {when(review.createdAt)}, {review.productName}: {review.rating} of 5 stars, "
              {review.title}" as {review.authorName} ({review.status}). {review.body}
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Newsletter">
        {newsletter ? (
          <Facts
            rows={[
              ['Status', newsletter.status],
              ['Wording you agreed to', newsletter.consentText],
              ['Where', newsletter.source],
              ['Asked', when(newsletter.askedAt)],
              ['Confirmed', when(newsletter.confirmedAt)],
              ['Unsubscribed', when(newsletter.unsubscribedAt)],
            ]}
          />
        ) : (
          <p>You have not signed up for the newsletter.</p>
        )}
      </Part>
      <Part title={`Back-in-stock alerts (${data.stockAlerts.length})`}>
        {data.stockAlerts.length === 0 ? (
          <p>No alerts for this address.</p>
        ) : (
          <ul className="space-y-2">
            {data.stockAlerts.map((alert) => (
              <li key={`${alert.askedAt}-${alert.product}-${alert.size}`}>
                {alert.product}, {alert.size}: asked {when(alert.askedAt)}
                {alert.notifiedAt && `, mailed ${when(alert.notifiedAt)}`}
                {alert.unsubscribedAt && `, withdrawn ${when(alert.unsubscribedAt)}`}. Wording you
                agreed to: “{alert.consentText}”
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={`E-mails we sent you (${data.mails.length})`}>
        {data.mails.length === 0 && <p>None yet.</p>}
        <ul className="space-y-1">
          {data.mails.map((mail) => (
            <li key={`${mail.queuedAt}-${mail.subject}`}>
              {when(mail.queuedAt)}: {mail.subject} ({mail.status})
            </li>
          ))}
        </ul>
      </Part>
      <Part title={`Showroom visits (${data.showroomVisits.length})`}>
        {data.showroomVisits.length === 0 && <p>No visits booked with your e-mail.</p>}
        <ul className="space-y-2">
          {data.showroomVisits.map((visit) => (
            <li key={visit.bookedAt}>
              {visit.showroom}, {formatVisitTime(visit.day, visit.startMinute)}:{' '}
              {VISIT_STATE_LABELS[visit.state]}. Booked {when(visit.bookedAt)} by {visit.name},{' '}
              {visit.phone}, {visit.email}
              {visit.mattresses.length > 0 && `; to try ${visit.mattresses.join(', ')}`}.
            </li>
          ))}
        </ul>
      </Part>
      <Part title={`Notes our staff wrote about you (${data.staffNotes.length})`}>
        {data.staffNotes.length === 0 && <p>None.</p>}
        <ul className="space-y-2">
          {data.staffNotes.map((note) => (
            <li key={`${note.writtenAt}-${note.orderId}-${note.body}`}>
              {when(note.writtenAt)}
              {note.orderId !== null && `, on order #${note.orderId}`}: {note.body}
            </li>
          ))}
        </ul>
      </Part>
    </div>
  );
}
