import * as React from 'react';
import { withPrefix } from 'gatsby';
import type { ExampleData } from '../../openapi/pageData';
import { CopyButton } from '../../ui/CopyButton';
import { translate } from '../../strings';
import { HtmlContent } from './HtmlContent';
import * as styles from './ExampleBlock.module.css';

export interface ExampleBlockProps {
  readonly example: ExampleData;
  /** Defaults to `exampleCaption(example)`. */
  readonly caption?: string;
}

export function exampleCaption(example: ExampleData): string {
  if (example.generated) return translate('api.example.generated');
  if (example.name === 'default' && !example.summary) return translate('api.example');
  return translate('api.example.named', { name: example.summary ?? example.name });
}

/** A size in bytes for a reader: '192 KB', '1.2 MB' (characters of an ASCII text are its bytes). */
export function readableSize(chars: number): string {
  if (chars < 1000 * 1000) return `${Math.round(chars / 1000)} KB`;
  return `${(chars / 1000 / 1000).toFixed(1)} MB`;
}

/**
 * One example value, as written in the document or generated at build time, with a copy button. A
 * large example (`example.full`, src/openapi/largeExamples.ts) shows its first lines and links its
 * whole text, published next to the page; it has no copy button, which would copy only a part. */
export function ExampleBlock({ example, caption = exampleCaption(example) }: ExampleBlockProps): React.ReactElement {
  return (
    <figure className={styles.example}>
      <figcaption className={styles.caption}>
        <span>{caption}</span>
        {example.value && !example.full && <CopyButton text={example.value} />}
      </figcaption>
      {example.descriptionHtml && <HtmlContent html={example.descriptionHtml} />}
      {example.value ? (
        <>
          <pre className={styles.pre} tabIndex={0}>
            <code>{example.value}</code>
          </pre>
          {example.full && (
            <p className={styles.cut}>
              {translate('api.example.cut', { shown: example.full.shownLines, lines: example.full.lines })}{' '}
              <a href={withPrefix(example.full.href)}>{translate('api.example.full', { size: readableSize(example.full.chars) })}</a>
            </p>
          )}
        </>
      ) : (
        example.externalValue && <p>{translate('api.example.external', { url: example.externalValue })}</p>
      )}
    </figure>
  );
}
