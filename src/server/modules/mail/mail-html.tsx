import { renderHtmlDocument } from '#server/lib/html-document.js';
import { shopInfo } from '#shared/shop-info.js';
import { type MailLayout, webUrl } from './layout.js';
import { LayoutTable, MailAmounts, MailButton, MailDetails, MailParagraph } from './mail-blocks.js';
import { brand, phoneStyles, previewStyle } from './mail-styles.js';

function MailHeader() {
  return (
    <tr>
      <td className="pad" style={{ padding: '24px 32px', backgroundColor: brand.navy }}>
        <div
          style={{
            fontFamily: brand.serif,
            fontSize: '26px',
            letterSpacing: '1px',
            color: brand.cream,
          }}
        >
          {shopInfo.name}
        </div>
        <div
          style={{
            paddingTop: '4px',
            fontFamily: brand.serif,
            fontSize: '14px',
            fontStyle: 'italic',
            color: brand.gold,
          }}
        >
          {shopInfo.tagline}
        </div>
      </td>
    </tr>
  );
}

function MailContentCell({ layout }: { layout: MailLayout }) {
  const { details, lines = [], totals = [], action, secondaryAction } = layout;
  return (
    <tr>
      <td className="pad" style={{ padding: '32px' }}>
        <h1
          style={{
            margin: '0 0 20px',
            fontFamily: brand.serif,
            fontSize: '26px',
            fontWeight: 'normal',
            lineHeight: 1.3,
            color: brand.navy,
          }}
        >
          {layout.heading}
        </h1>
        {layout.paragraphs.map((text) => (
          <MailParagraph key={text} text={text} />
        ))}
        {details?.length ? <MailDetails details={details} /> : null}
        {lines.length || totals.length ? <MailAmounts lines={lines} totals={totals} /> : null}
        {action || secondaryAction ? (
          <div style={{ padding: '8px 0 12px' }}>
            {action ? <MailButton action={action} primary /> : null}
            {secondaryAction ? <MailButton action={secondaryAction} primary={false} /> : null}
          </div>
        ) : null}
        {(layout.closing ?? []).map((text) => (
          <MailParagraph key={text} text={text} />
        ))}
      </td>
    </tr>
  );
}

/** Why the reader got the mail, and how to reach the shop. */
function MailFooter({ footer, unsubscribe }: Pick<MailLayout, 'footer' | 'unsubscribe'>) {
  const linkStyle = { color: brand.muted };
  return (
    <tr>
      <td
        className="pad"
        style={{
          padding: '24px 32px',
          borderTop: `1px solid ${brand.rule}`,
          backgroundColor: brand.cream,
          fontFamily: brand.sans,
          fontSize: '12px',
          lineHeight: 1.6,
          color: brand.muted,
        }}
      >
        {footer}
        {unsubscribe && (
          <>
            {' '}
            <a href={webUrl(unsubscribe.pageUrl)} style={linkStyle}>
              Unsubscribe
            </a>
          </>
        )}
        <br />
        <br />
        {`${shopInfo.name} · ${shopInfo.tagline}`}
        <br />
        <a href={`tel:${shopInfo.contactPhone.replace(/[^+\d]/g, '')}`} style={linkStyle}>
          {shopInfo.contactPhone}
        </a>
        {' · '}
        <a href={`mailto:${shopInfo.contactEmail}`} style={linkStyle}>
          {shopInfo.contactEmail}
        </a>
      </td>
    </tr>
  );
}

/** The HTML body: one fluid, inline-styled table, every text escaped by React. */
export function mailHtml(layout: MailLayout): string {
  return renderHtmlDocument({
    lang: 'en',
    title: layout.heading,
    meta: { 'color-scheme': 'light' },
    resources: <style>{phoneStyles}</style>,
    bodyStyle: { margin: 0, padding: 0, backgroundColor: brand.cream },
    children: (
      <>
        {layout.preview ? <div style={previewStyle}>{layout.preview}</div> : null}
        <LayoutTable style={{ backgroundColor: brand.cream }}>
          <tr>
            <td className="outer" align="center" style={{ padding: '24px 12px' }}>
              <LayoutTable
                style={{
                  maxWidth: '600px',
                  backgroundColor: '#ffffff',
                  borderTop: `4px solid ${brand.gold}`,
                }}
              >
                <MailHeader />
                <MailContentCell layout={layout} />
                <MailFooter footer={layout.footer} unsubscribe={layout.unsubscribe} />
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </>
    ),
  });
}
