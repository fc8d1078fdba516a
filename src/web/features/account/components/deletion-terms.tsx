import type { ReactNode } from 'react';

function Terms({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-medium text-navy">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">{children}</ul>
    </div>
  );
}

/** What deleting the account removes and what it keeps, and why (decision 0075). */
export function DeletionTerms() {
  return (
    <div className="space-y-5 text-sm leading-relaxed text-ink">
      <Terms title="Deleted at once">
        <li>Your account and its password: you are logged out on every device.</li>
        <li>Your name, e-mail address, phone number and saved delivery address.</li>
        <li>Your bag, back-in-stock alerts and showroom visits.</li>
        <li>The e-mails we sent you and the notes our staff wrote about you.</li>
        <li>
          Your newsletter sign-up. We keep only a coded record, not your address, that you withdrew
          your consent.
        </li>
      </Terms>
      <Terms title="Kept, without your name">
        <li>
          Your orders and their tax invoices, for the five years Singapore's tax authority (IRAS)
          requires us to keep them: the items, prices, GST and dates stay, your name, e-mail, phone
          and address are removed. After five years they are deleted.
        </li>
        <li>Your reviews stay on the product pages, shown as “A verified buyer”.</li>
      </Terms>
      <Terms title="When you cannot delete it yet">
        <li>
          While an order is still on its way or a warranty claim is open: we need your details to
          deliver and to inspect. You can delete the account once it is done.
        </li>
      </Terms>
      <p>
        This cannot be undone. You may want to download your data first, in the My data tab. You can
        register again with the same e-mail address later, as a new customer.
      </p>
    </div>
  );
}
