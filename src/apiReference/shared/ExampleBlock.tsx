import * as React from 'react';
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

/** One example value, as written in the document or generated at build time, with a copy button. */
export function ExampleBlock({ example, caption = exampleCaption(example) }: ExampleBlockProps): React.ReactElement {
  return (
    <figure className={styles.example}>
      <figcaption className={styles.caption}>
        <span>{caption}</span>
        {example.value && <CopyButton text={example.value} />}
      </figcaption>
      {example.descriptionHtml && <HtmlContent html={example.descriptionHtml} />}
      {example.value ? (
        <pre className={styles.pre} tabIndex={0}>
          <code>{example.value}</code>
        </pre>
      ) : (
        example.externalValue && <p>{translate('api.example.external', { url: example.externalValue })}</p>
      )}
    </figure>
  );
}
