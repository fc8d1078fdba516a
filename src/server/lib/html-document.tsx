import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface HtmlDocumentProps {
  lang: string;
  title: string;
  /** `<meta name content>` pairs after the charset and the viewport. */
  meta: Record<string, string>;
  /** What the head loads after the title: a stylesheet link, a `<style>` block. */
  resources: ReactNode;
  bodyStyle?: CSSProperties;
  children: ReactNode;
}

/**
 * A whole HTML document (a mail body, the sandbox payment page) as static markup: no React
 * attributes, no script, every text and attribute escaped by React. React writes no doctype, and
 * without one mail apps and browsers lay the page out in quirks mode.
 */
export function renderHtmlDocument(props: HtmlDocumentProps): string {
  const html = renderToStaticMarkup(
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {Object.entries(props.meta).map(([name, content]) => (
          <meta key={name} name={name} content={content} />
        ))}
        <title>{props.title}</title>
        {props.resources}
      </head>
      <body style={props.bodyStyle}>{props.children}</body>
    </html>,
  );
  return `<!doctype html>\n${html}\n`;
}
