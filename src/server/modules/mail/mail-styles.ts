import type { CSSProperties } from 'react';

/**
 * The mail's look as inline styles: many mail apps drop `<style>` and `class`, so every element
 * carries its own. Sizes are strings with their unit, as a mail app reads them.
 */
export const brand = {
  navy: '#1f2a44',
  cream: '#faf7f2',
  gold: '#b08d57',
  muted: '#5b6477',
  rule: '#e8e1d5',
  serif: "Georgia, 'Times New Roman', serif",
  sans: "'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;

/** Body text: paragraphs, detail values, priced rows. */
export const textStyle: CSSProperties = {
  fontFamily: brand.sans,
  fontSize: '16px',
  lineHeight: 1.6,
  color: brand.navy,
};

/** Hides the inbox preview line in the body; `mso-hide` is Outlook's own property for it. */
export const previewStyle: CSSProperties & { msoHide: 'all' } = {
  display: 'none',
  maxHeight: 0,
  overflow: 'hidden',
  msoHide: 'all',
};

/** Phones: tighter margins and buttons as wide as the column. Clients without <style> keep the fluid table. */
export const phoneStyles = `@media only screen and (max-width: 480px) {
  .outer { padding: 12px 0 !important; }
  .pad { padding-left: 20px !important; padding-right: 20px !important; }
  .button { width: 100% !important; }
  .button-link { display: block !important; min-width: 0 !important; }
  h1 { font-size: 23px !important; }
}`;
