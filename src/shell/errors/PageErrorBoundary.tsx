import React from 'react';
import { translate } from '../../strings';
import { errorChain } from './errorChain';
import * as styles from './PageErrorBoundary.module.css';

interface Props {
  readonly children: React.ReactNode;
}

interface State {
  readonly error: unknown;
}

/**
 * Catches a crash inside the page content. The navbar and footer are outside it and stay usable;
 * the reader sees 'This page crashed.', the chain of error messages and a 'Try again' button.
 * The shell remounts it per route (key = pathname), so navigating away also recovers.
 */
export class PageErrorBoundary extends React.Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The page crashed while rendering:', error);
  }

  private readonly retry = (): void => this.setState({ error: null });

  override render(): React.ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <div className={styles.crash} role="alert">
        <h1>{translate('error.pageCrashed')}</h1>
        <button type="button" className={`button-primary ${styles.button}`} onClick={this.retry}>
          {translate('error.tryAgain')}
        </button>
        <ol className={styles.chain}>
          {errorChain(this.state.error).map((message, index) => (
            <li key={index}>
              {index > 0 && <span className={styles.cause}>{translate('error.cause')}</span>}
              <code>{message}</code>
            </li>
          ))}
        </ol>
      </div>
    );
  }
}
