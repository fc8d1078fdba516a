import { type FormEvent, useId, useState } from 'react';
import { newsletterSubscribeApiPath } from '#shared/api-paths.js';
import { NEWSLETTER_CONSENT_TEXT, newsletterThanks } from '#shared/newsletter.js';
import { api } from '#web/lib/api-client.ts';

const NOT_RECORDED = 'We could not record your sign-up just now. Please try again.';

/**
 * The footer's sign-up. The spec's alert and clearing stay as they are (section 5); the address
 * also goes to the server, which mails it a confirmation (double opt-in, decision 0068) and keeps
 * the consent wording shown here. The alert does not wait for the call: it says the same whatever
 * the server answers, and only a failed call adds a line under the field.
 */
export function NewsletterForm() {
  const emailId = useId();
  const consentId = useId();
  const [failed, setFailed] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setFailed(false);
    api.post(newsletterSubscribeApiPath, { email }).catch(() => setFailed(true));
    window.alert(newsletterThanks(email));
    form.reset();
  }

  return (
    <form onSubmit={submit} aria-label="Newsletter sign-up" className="max-w-sm">
      <label htmlFor={emailId} className="block font-serif text-lg text-cream">
        Sleep notes, now and then
      </label>
      <p className="mt-1 text-sm text-cream/75">New collections and showroom events, no spam.</p>
      <div className="mt-4 flex gap-2">
        <input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-describedby={consentId}
          className="min-h-11 w-full min-w-0 rounded-full border border-cream/30 bg-navy-soft px-4 text-sm text-cream placeholder:text-cream/60 focus:border-gold"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-full bg-gold px-5 text-sm font-semibold text-navy hover:bg-sand"
        >
          Subscribe
        </button>
      </div>
      <p id={consentId} className="mt-2 text-xs leading-relaxed text-cream/75">
        {NEWSLETTER_CONSENT_TEXT}
      </p>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-cream">
          {NOT_RECORDED}
        </p>
      )}
    </form>
  );
}
