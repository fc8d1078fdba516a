import { shopInfo } from '#shared/shop-info.js';
import { LegalSection } from './legal-dialog';

/** The shop's terms of sale; the delivery and warranty figures are those of spec section 9. */
export function TermsAndConditions() {
  return (
    <>
      <p className="text-muted">
        These terms apply to every purchase from {shopInfo.name}, online or at our showrooms. By
        creating an account or placing an order you agree to them. Nothing in them limits your
        rights under the Consumer Protection (Fair Trading) Act 2003 or any other Singapore law.
      </p>

      <LegalSection title="1. Your account">
        <p>
          Please give us accurate details and keep your password to yourself. You are responsible
          for what is done with your account; tell us at once if you think someone else has used it.
        </p>
      </LegalSection>

      <LegalSection title="2. Orders">
        <p>
          Placing an order is an offer to buy. A contract is made when your payment succeeds and we
          confirm the order by e-mail. If an item turns out to be unavailable, or a price was shown
          in error, we will tell you and refund anything you paid for it in full.
        </p>
      </LegalSection>

      <LegalSection title="3. Prices and payment">
        <ul>
          <li>All prices are in Singapore dollars (SGD) and include GST where it applies.</li>
          <li>
            Card payments are taken on our payment provider&apos;s secure page; we never see or
            store your full card number.
          </li>
          <li>
            Voucher codes follow their own conditions (such as a minimum spend or an end date), have
            no cash value and cannot be exchanged for money.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Delivery">
        <ul>
          <li>
            Delivery anywhere in Singapore is free, Monday to Saturday between 10am and 6pm, in the
            windows 10am–1pm, 1pm–4pm or 3pm–6pm. We do not deliver on Sundays or public holidays.
          </li>
          <li>
            Cancelling or postponing a confirmed delivery costs S$50. A redelivery, after a delivery
            could not be completed, costs S$120; an urgent same-day delivery costs S$120.
          </li>
          <li>
            Optional services: taking away or moving an existing product S$120 per set, shifting
            service S$240 per set, waterbed disposal S$120 per piece.
          </li>
          <li>
            Please make sure lifts, corridors and doorways can take the item; we will tell you
            before delivery if we foresee a difficulty.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="5. Warranty">
        <p>Our mattresses carry a 10-year limited warranty against manufacturing defects.</p>
        <ul>
          <li>Years 0–2: we repair or replace the mattress free of charge (transport excluded).</li>
          <li>Years 3–10: you pay years owned × 1/12 of the current list price, plus transport.</li>
          <li>
            Not covered: body impressions of 38 mm or less, a size variance of ±2 cm, and damage
            from misuse, stains, liquids or an unsuitable bed base.
          </li>
          <li>
            A warranty inspection is free in years 0–2 and costs S$100 from year 3; inspections take
            place Monday to Friday, 10am–6pm. Please keep your order confirmation as proof of
            purchase.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Returns">
        <p>
          For hygiene reasons, a mattress, pillow or bedding item that has been unboxed or unwrapped
          can be returned only for a manufacturing defect. Please tell us as soon as you notice one,
          with photos; we will inspect it and repair, replace or refund it as the warranty and the
          law provide.
        </p>
      </LegalSection>

      <LegalSection title="7. Our liability">
        <p>
          As far as the law allows, our liability for an order is limited to the price paid for it,
          and we are not liable for indirect or unforeseeable loss. We do not limit liability for
          death or personal injury caused by our negligence, or any liability the law does not let
          us limit.
        </p>
      </LegalSection>

      <LegalSection title="8. Changes to these terms">
        <p>
          We may update these terms from time to time. The version shown when you place an order
          applies to that order.
        </p>
      </LegalSection>

      <LegalSection title="9. Governing law">
        <p>
          These terms are governed by the laws of Singapore, and the courts of Singapore may hear
          any dispute about them. Questions? Write to {shopInfo.contactEmail} or call{' '}
          {shopInfo.contactPhone}.
        </p>
      </LegalSection>
    </>
  );
}
