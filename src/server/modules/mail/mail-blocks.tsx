import type { CSSProperties, ReactNode } from 'react';
import { type MailAction, type MailAmount, type MailDetail, webUrl } from './layout.js';
import { brand, textStyle } from './mail-styles.js';

/** The table mail apps lay out reliably: no spacing of its own, read as layout by screen readers. */
export function LayoutTable(props: {
  className?: string;
  fullWidth?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <table
      role="presentation"
      className={props.className}
      width={props.fullWidth === false ? undefined : '100%'}
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={props.style}
    >
      <tbody>{props.children}</tbody>
    </table>
  );
}

export function MailParagraph({ text }: { text: string }) {
  return <p style={{ margin: '0 0 16px', ...textStyle }}>{text}</p>;
}

export function MailDetails({ details }: { details: MailDetail[] }) {
  return (
    <LayoutTable style={{ margin: '0 0 24px' }}>
      {details.map(({ label, value }) => (
        <tr key={label}>
          <td style={{ padding: '10px 0', borderBottom: `1px solid ${brand.rule}` }}>
            <div
              style={{
                fontFamily: brand.sans,
                fontSize: '12px',
                letterSpacing: '1px',
                textTransform: 'uppercase',
                color: brand.muted,
              }}
            >
              {label}
            </div>
            <div style={{ paddingTop: '2px', ...textStyle }}>{value}</div>
          </td>
        </tr>
      ))}
    </LayoutTable>
  );
}

/** A priced row; `rule` draws the heavy line above a total that matters. */
function AmountRow({ row, rule }: { row: MailAmount; rule: boolean }) {
  const border: CSSProperties = rule
    ? { borderTop: `2px solid ${brand.navy}` }
    : { borderBottom: `1px solid ${brand.rule}` };
  const weight: CSSProperties = row.strong ? { fontWeight: 'bold', fontSize: '17px' } : {};
  return (
    <tr>
      <td style={{ padding: '10px 12px 10px 0', ...border, ...textStyle, ...weight }}>
        {row.label}
      </td>
      <td
        align="right"
        style={{ padding: '10px 0', whiteSpace: 'nowrap', ...border, ...textStyle, ...weight }}
      >
        {row.amount}
      </td>
    </tr>
  );
}

/** The order's lines, then its totals. */
export function MailAmounts({ lines, totals }: { lines: MailAmount[]; totals: MailAmount[] }) {
  return (
    <LayoutTable style={{ margin: '0 0 24px' }}>
      {lines.map((line) => (
        <AmountRow key={line.label} row={line} rule={false} />
      ))}
      {totals.map((total) => (
        <AmountRow key={total.label} row={total} rule={total.strong === true} />
      ))}
    </LayoutTable>
  );
}

/** A link drawn as a button: filled for the main action, outlined for the second. */
export function MailButton({ action, primary }: { action: MailAction; primary: boolean }) {
  const colours: CSSProperties = primary
    ? { backgroundColor: brand.navy, color: brand.cream, border: `2px solid ${brand.navy}` }
    : { backgroundColor: '#ffffff', color: brand.navy, border: `2px solid ${brand.navy}` };
  return (
    <LayoutTable className="button" fullWidth={false} style={{ margin: '0 0 12px' }}>
      <tr>
        <td align="center" style={{ borderRadius: '4px' }}>
          <a
            className="button-link"
            href={webUrl(action.url)}
            style={{
              display: 'inline-block',
              minWidth: '200px',
              padding: '14px 28px',
              ...colours,
              fontFamily: brand.sans,
              fontSize: '16px',
              fontWeight: 'bold',
              textAlign: 'center',
              textDecoration: 'none',
              borderRadius: '4px',
            }}
          >
            {action.label}
          </a>
        </td>
      </tr>
    </LayoutTable>
  );
}
