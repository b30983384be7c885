import React from 'react';
import { translate } from '../strings';
import * as styles from './Heading.module.css';

type Level = 2 | 3 | 4 | 5 | 6;

function textOf(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** h2–h6 with the id from the build and a 'Direct link to {heading}' anchor. */
export function makeHeading(level: Level): React.FC<React.HTMLAttributes<HTMLHeadingElement>> {
  const Tag = `h${level}` as const;
  function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>): JSX.Element {
    return (
      <Tag id={id} className={styles.heading} {...rest}>
        {children}
        {id && (
          // data-markdown-ignore: the '#' is a control to copy the section's link, not text of the page; the
          // Markdown twin has no such control, and checkers comparing the twin with the page (afdocs'
          // markdown-content-parity) would otherwise read every heading as 'Title#'.
          <a
            data-markdown-ignore=""
            className={styles.hashLink}
            href={`#${id}`}
            aria-label={translate('heading.directLink', { heading: textOf(children) })}
            title={translate('heading.directLink', { heading: textOf(children) })}
          >
            #
          </a>
        )}
      </Tag>
    );
  }
  Heading.displayName = `Heading${level}`;
  return Heading;
}
