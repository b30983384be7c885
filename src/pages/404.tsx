import React, { useEffect } from 'react';
import { navigate, type HeadFC, type PageProps } from 'gatsby';
import { normalisePath } from '../lib/url';
import { translate } from '../strings';
import { Seo } from '../shell/Seo';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './pages.module.css';

export default function NotFoundPage({ location }: PageProps): JSX.Element {
  // A host that answers /docs/intro.html with this page: go to the page the reader meant (SPEC §2).
  useEffect(() => {
    const normalised = normalisePath(location.pathname);
    if (normalised !== location.pathname) void navigate(`${normalised}${location.search}${location.hash}`, { replace: true });
  }, [location]);
  return (
    <div className={styles.page}>
      <h1>{translate('notFound.title')}</h1>
      <p>{translate('notFound.body')}</p>
      <p>{translate('notFound.help')}</p>
      <ul>
        <li>
          <SmartLink href="/">{translate('notFound.link.home')}</SmartLink>
        </li>
        <li>
          <SmartLink href="/docs/intro">{translate('notFound.link.guide')}</SmartLink>
        </li>
        <li>
          <SmartLink href="/docs/api/openapi-document-on-azure-functions">{translate('notFound.link.api')}</SmartLink>
        </li>
        <li>
          <SmartLink href="/blog">{translate('notFound.link.blog')}</SmartLink>
        </li>
      </ul>
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={translate('notFound.title')} description={translate('notFound.description')} pathname={location.pathname} markdownTwin={false} />
);
