import { useProfile } from '#web/api/get-profile.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { SidebarTabs } from '#web/components/sidebar-tabs.tsx';
import { profileErrorText } from '#web/lib/server-errors.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { AddressForm } from './components/address-form';
import { DeleteAccountTab } from './components/delete-account-tab';
import { EmailForm } from './components/email-form';
import { MyDataTab } from './components/my-data-tab';
import { PasswordForm } from './components/password-form';

/** The Account tab: both forms start from the saved profile, so they wait for it. */
function AccountTab() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <p role="status" className="py-10 text-muted">
        Loading…
      </p>
    );
  }
  if (profile.isError) {
    return (
      <FormMessage tone="error">
        {profileErrorText(profile.error, 'Failed to load profile')}
      </FormMessage>
    );
  }
  return (
    <div className="space-y-6">
      <EmailForm email={profile.data.email} />
      <AddressForm profile={profile.data} />
    </div>
  );
}

/** Settings, labelled View Profile in the menus (spec section 2); the route needs a login. */
export function SettingsPage() {
  usePageTitle('Settings');
  return (
    <section
      aria-labelledby="settings-title"
      className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">My Account</p>
      <h1 id="settings-title" className="mt-2 text-3xl text-navy sm:text-4xl">
        Settings
      </h1>
      <div className="mt-8">
        <SidebarTabs
          label="Settings"
          tabs={[
            { id: 'account', label: 'Account', content: <AccountTab /> },
            { id: 'password', label: 'Password', content: <PasswordForm /> },
            { id: 'my-data', label: 'My data', content: <MyDataTab /> },
            { id: 'delete-account', label: 'Delete account', content: <DeleteAccountTab /> },
          ]}
        />
      </div>
    </section>
  );
}
