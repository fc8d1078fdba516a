import { type FormEvent, useId } from 'react';

/** Sign-up is a courtesy for now: no list to send to yet, so nothing leaves the browser. */
export function NewsletterForm() {
  const emailId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    window.alert(`Thanks! We'll keep you posted at ${email}`);
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
          className="min-h-11 w-full min-w-0 rounded-full border border-cream/30 bg-navy-soft px-4 text-sm text-cream placeholder:text-cream/60 focus:border-gold"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-full bg-gold px-5 text-sm font-semibold text-navy hover:bg-sand"
        >
          Subscribe
        </button>
      </div>
    </form>
  );
}
