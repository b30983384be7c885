import React from 'react';
import { Link } from '../ui/LocaleLink';
import type { Crumb } from './types';
import * as styles from './DocLayout.module.css';

export function Breadcrumbs({ crumbs, rootHref = '/docs' }: { readonly crumbs: readonly Crumb[]; readonly rootHref?: string }): JSX.Element {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={rootHref} aria-label="Docs home">
            Docs
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < crumbs.length - 1 ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
