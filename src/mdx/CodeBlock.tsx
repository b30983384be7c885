import React from 'react';
import { CopyButton } from '../ui/CopyButton';
import MermaidDiagram from './MermaidDiagram';
import { parseCodeMeta } from './codeMeta';
import * as styles from './CodeBlock.module.css';
import { translate } from '../strings';

export interface CodeBlockProps {
  /** The code as text: what the copy button copies, and what is shown when `children` is absent. */
  readonly code: string;
  readonly language?: string;
  readonly metastring?: string;
  /**
   * The lines as highlighted at build time (src/node/mdx/highlightCode.ts): one `span.token-line` each.
   * Without them the code is shown as plain lines.
   */
  readonly children?: React.ReactNode;
}

/** Plain lines, for code that was not highlighted at build time. */
function plainLines(code: string, highlightedLines: readonly number[]): JSX.Element[] {
  const highlighted = new Set(highlightedLines);
  return code.split('\n').map((line, index) => (
    <span key={index} className="token-line" data-highlighted={highlighted.has(index + 1) || undefined}>
      {line}
      {'\n'}
    </span>
  ));
}

/**
 * A code fence: optional title, the (build-time highlighted) lines, highlighted lines marked, a copy
 * button. Token colours come from CSS (CodeBlock.module.css), so one markup serves both colour modes.
 */
export function CodeBlock({ code, language, metastring, children }: CodeBlockProps): JSX.Element {
  const source = code.replace(/\n$/, '');
  if (language === 'mermaid') {
    return <MermaidDiagram chart={source} />;
  }
  const { title, highlightedLines } = parseCodeMeta(metastring);
  return (
    <div className={styles.container}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre
          className={`language-${language ?? 'text'} ${styles.pre}`}
          tabIndex={0}
          aria-label={title ? translate('mdx.code.titled', { title }) : language ? translate('mdx.code.sampleIn', { language }) : translate('mdx.code.sample')}
        >
          <code>{children ?? plainLines(source, highlightedLines)}</code>
        </pre>
        <CopyButton text={source} className={styles.copy} />
      </div>
    </div>
  );
}

/** The text of a rendered tree (the highlighted lines' tokens joined). */
export function textOf(node: React.ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

interface PreChildProps {
  readonly className?: string;
  readonly metastring?: string;
  readonly children?: React.ReactNode;
}

/** The MDX `pre` element: its single <code> child carries the language, meta and the lines or text. */
export function MdxPre({ children }: { readonly children?: React.ReactNode }): JSX.Element {
  const child = React.Children.only(children) as React.ReactElement<PreChildProps>;
  const content = child.props.children;
  const language = /language-([\w#-]+)/.exec(child.props.className ?? '')?.[1];
  const code = textOf(content);
  return (
    <CodeBlock code={code} language={language} metastring={child.props.metastring}>
      {typeof content === 'string' ? undefined : content}
    </CodeBlock>
  );
}
