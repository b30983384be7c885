import * as React from 'react';
import * as styles from './HtmlContent.module.css';
// Descriptions may hold GitHub alerts, which take the guide's admonition look from this shared module.
import '../../ui/admonition.module.css';

export interface HtmlContentProps {
  /** HTML made at build time by `renderMarkdown` (sanitised against its allow-list). Never pass anything else. */
  readonly html: string;
  readonly className?: string;
}

/** The class every description's element has (StaticHtml leaves the links in them alone). */
export const HTML_CONTENT_CLASS = styles.html;

/** Markdown descriptions from the API documents, already rendered and sanitised at build time. */
export function HtmlContent({ html, className }: HtmlContentProps): React.ReactElement {
  return <div className={[styles.html, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
