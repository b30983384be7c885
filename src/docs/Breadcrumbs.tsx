import React from 'react';
import { Link } from '../ui/LocaleLink';
import type { Crumb } from './types';
import * as styles from './DocLayout.module.css';
import { translate } from '../strings';

export function Breadcrumbs({ crumbs, rootHref = '/docs' }: { readonly crumbs: readonly Crumb[]; readonly rootHref?: string }): JSX.Element {
  return (
    <nav aria-label={translate('docs.breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={rootHref} aria-label={translate('docs.breadcrumbs.home')}>
            {translate('docs.breadcrumbs.root')}
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
