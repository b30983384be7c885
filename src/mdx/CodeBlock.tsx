import React from 'react';
import { Highlight } from 'prism-react-renderer';
import { CopyButton } from '../ui/CopyButton';
import MermaidDiagram from './MermaidDiagram';
import { parseCodeMeta } from './codeMeta';
import { LANGUAGE_ALIASES, Prism } from './prism';
import * as styles from './CodeBlock.module.css';


/** Token colours come from CSS (CodeBlock.module.css) so one markup serves both colour modes. */
const NO_THEME = { plain: {}, styles: [] };

export interface CodeBlockProps {
  readonly code: string;
  readonly language?: string;
  readonly metastring?: string;
}

export function CodeBlock({ code, language, metastring }: CodeBlockProps): JSX.Element {
  const source = code.replace(/\n$/, '');
  if (language === 'mermaid') {
    return <MermaidDiagram chart={source} />;
  }
  const { title, highlightedLines } = parseCodeMeta(metastring);
  const lang = language ? (LANGUAGE_ALIASES[language] ?? language) : 'text';
  const highlighted = new Set(highlightedLines);
  return (
    <div className={styles.container}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <Highlight prism={Prism} theme={NO_THEME} code={source} language={Prism.languages[lang] ? lang : 'text'}>
          {({ className, tokens, getLineProps, getTokenProps }) => (
            <pre className={`${className} ${styles.pre}`} tabIndex={0} aria-label={title ? `Code: ${title}` : `Code sample${language ? ` (${language})` : ''}`}>
              <code>
                {tokens.map((line, index) => {
                  const lineProps = getLineProps({ line });
                  return (
                    <span key={index} {...lineProps} className={`${lineProps.className} ${highlighted.has(index + 1) ? styles.highlighted : ''}`} data-highlighted={highlighted.has(index + 1) || undefined}>
                      {line.map((token, key) => (
                        <span key={key} {...getTokenProps({ token })} />
                      ))}
                      {'\n'}
                    </span>
                  );
                })}
              </code>
            </pre>
          )}
        </Highlight>
        <CopyButton text={source} className={styles.copy} />
      </div>
    </div>
  );
}

interface PreChildProps {
  readonly className?: string;
  readonly metastring?: string;
  readonly children?: React.ReactNode;
}

/** The MDX `pre` element: its single <code> child carries the language, meta and text. */
export function MdxPre({ children }: { readonly children?: React.ReactNode }): JSX.Element {
  const child = React.Children.only(children) as React.ReactElement<PreChildProps>;
  const text = typeof child.props.children === 'string' ? child.props.children : React.Children.toArray(child.props.children).join('');
  const language = /language-([\w#-]+)/.exec(child.props.className ?? '')?.[1];
  return <CodeBlock code={text} language={language} metastring={child.props.metastring} />;
}
