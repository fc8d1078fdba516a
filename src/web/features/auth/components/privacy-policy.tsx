import { shopInfo } from '#shared/shop-info.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { mailtoHref } from '#web/lib/contact-links.ts';
import { LegalSection } from './legal-dialog';

const officeAddress = shopInfo.stores[0]?.address;

/** How the shop handles personal data, following the Personal Data Protection Act 2012 (PDPA). */
export function PrivacyPolicy() {
  return (
    <>
      <p className="text-muted">
        {shopInfo.name} respects your privacy. This policy explains which personal data we collect,
        why, and the choices you have, in line with Singapore&apos;s Personal Data Protection Act
        2012 (PDPA).
      </p>

      <LegalSection title="1. What we collect">
        <ul>
          <li>Account details: your e-mail address, name and password (stored only as a hash).</li>
          <li>Delivery details: your address and postal code.</li>
          <li>
            Orders: what you bought, amounts, vouchers used and payment status. Card details go
            straight to our payment provider; we do not receive your full card number.
          </li>
          <li>
            A session cookie that keeps you logged in and remembers your bag. We use no advertising
            or tracking cookies.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="2. Why we use it">
        <ul>
          <li>To create and run your account and keep it secure.</li>
          <li>To process and deliver your orders.</li>
          <li>To honour the warranty and answer your questions.</li>
          <li>To send service messages such as order confirmations and password reset links.</li>
          <li>To send news and offers, only if you have asked for them.</li>
          <li>To prevent fraud and to meet our legal and accounting duties.</li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Consent and withdrawal">
        <p>
          By creating an account you consent to our use of your personal data for these purposes.
          You may withdraw your consent at any time by writing to our Data Protection Officer. We
          will tell you what withdrawing means (for example, that we can no longer deliver an open
          order or keep your account) and act on it within a reasonable time. Withdrawing does not
          affect what was done lawfully before.
        </p>
        <p>
          We will not send marketing messages to a Singapore number listed on the Do Not Call
          Registry unless you have clearly agreed to receive them.
        </p>
      </LegalSection>

      <LegalSection title="4. Who we share it with">
        <p>
          Only those who help us serve you: our delivery partners, our payment provider, and the
          providers that host our systems and send our e-mail, each bound to protect it. We also
          disclose data where the law requires. We never sell your personal data. Where data is
          transferred outside Singapore, we make sure it receives protection comparable to the PDPA.
        </p>
      </LegalSection>

      <LegalSection title="5. How we protect it">
        <p>
          Connections to the shop are encrypted, passwords are stored only as one-way hashes, reset
          links expire quickly, and staff see personal data only when their work needs it. If a data
          breach occurs that must be notified, we will inform the Personal Data Protection
          Commission and you as the PDPA requires.
        </p>
      </LegalSection>

      <LegalSection title="6. How long we keep it">
        <p>
          We keep personal data only as long as a purpose above needs it. Order records are kept for
          as long as the warranty runs and Singapore&apos;s tax and accounting rules require; after
          that we delete or anonymise them.
        </p>
      </LegalSection>

      <LegalSection title="7. Access and correction">
        <p>
          You can ask for a copy of the personal data we hold about you and how it has been used in
          the past year, and ask us to correct anything that is wrong. You can update your e-mail
          address and delivery address yourself under View Profile. We reply as soon as we
          reasonably can, normally within 30 days; we may charge a reasonable fee for an access
          request and will tell you the amount first.
        </p>
      </LegalSection>

      <LegalSection title="8. Our Data Protection Officer">
        <p>
          For questions, requests or complaints about your personal data, contact our Data
          Protection Officer at{' '}
          <a href={mailtoHref(shopInfo.contactEmail)} className={inlineLinkClass}>
            {shopInfo.contactEmail}
          </a>
          {officeAddress ? `, or by post at ${officeAddress}` : ''}.
        </p>
      </LegalSection>

      <LegalSection title="9. Changes to this policy">
        <p>
          We may update this policy; the current version is always shown here, and we will tell you
          of important changes by e-mail.
        </p>
      </LegalSection>
    </>
  );
}
