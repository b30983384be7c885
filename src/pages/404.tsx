import React from 'react';
import type { HeadFC } from 'gatsby';
import { translate } from '../strings';
import { Seo } from '../shell/Seo';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './pages.module.css';

export default function NotFoundPage(): JSX.Element {
  return (
    <div className={styles.page}>
      <h1>{translate('notFound.title')}</h1>
      <p>{translate('notFound.body')}</p>
      <p>{translate('notFound.help')}</p>
      <ul>
        <li>
          <SmartLink href="/">Home</SmartLink>
        </li>
        <li>
          <SmartLink href="/docs/intro">Guide</SmartLink>
        </li>
        <li>
          <SmartLink href="/docs/api/openapi-document-on-azure-functions">API reference</SmartLink>
        </li>
        <li>
          <SmartLink href="/blog">Blog</SmartLink>
        </li>
      </ul>
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={translate('notFound.title')} description="The page you asked for does not exist." pathname={location.pathname} />
);
