import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { QueryStates } from '#web/components/query-states.tsx';
import { downloadText } from '#web/lib/download-file.ts';
import { getMyDataQueryOptions } from '../api/get-my-data';
import { MyDataView } from './my-data-view';
import { SettingsSection } from './settings-section';

/**
 * The customer's copy of what the shop holds about them (PDPA): read here, or kept as a file.
 * Asked for only when they ask, as it is everything at once.
 */
export function MyDataTab() {
  const [asked, setAsked] = useState(false);
  const myData = useQuery({ ...getMyDataQueryOptions(), enabled: asked });

  return (
    <SettingsSection
      title="My data"
      description="Everything we hold about you: your account, your orders, your newsletter consent, the e-mails we sent you, your showroom visits and the notes our staff wrote about you. Read it here or download it as a file."
    >
      {asked ? (
        <QueryStates query={myData} failure="Failed to load your data" compact>
          {(data) => (
            <div className="space-y-6">
              <button
                type="button"
                className={primaryButtonClass}
                onClick={() =>
                  downloadText(
                    `8ettersleep-my-data-${data.exportedAt.slice(0, 10)}.json`,
                    JSON.stringify(data, null, 2),
                    'application/json',
                  )
                }
              >
                Download my data
              </button>
              <MyDataView data={data} />
            </div>
          )}
        </QueryStates>
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={() => setAsked(true)}>
          Show my data
        </button>
      )}
    </SettingsSection>
  );
}
