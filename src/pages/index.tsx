import React from 'react';
import type { HeadFC } from 'gatsby';
import { settings } from '../config/resolved';
import { Seo } from '../shell/Seo';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './index.module.css';
import { translate } from '../strings';

interface EntryPoint {
  readonly title: string;
  readonly to: string;
  readonly cta: string;
  readonly body: string;
}

const ENTRY_POINTS: readonly EntryPoint[] = [
  {
    title: translate('home.entry.guide.title'),
    to: '/docs/intro',
    cta: translate('home.entry.guide.cta'),
    body: translate('home.entry.guide.body'),
  },
  {
    title: translate('home.entry.api.title'),
    to: '/docs/api/openapi-document-on-azure-functions',
    cta: translate('home.entry.api.cta'),
    body: translate('home.entry.api.body'),
  },
  {
    title: translate('home.entry.blog.title'),
    to: '/blog',
    cta: translate('home.entry.blog.cta'),
    body: translate('home.entry.blog.body'),
  },
];

const TOPICS: readonly { readonly label: string; readonly to: string }[] = [
  { label: translate('home.topic.assets'), to: '/docs/intro/asset' },
  { label: translate('home.topic.workOrders'), to: '/docs/intro/workorders' },
  { label: translate('home.topic.qrCodes'), to: '/docs/intro/qrCodes' },
  { label: translate('home.topic.security'), to: '/docs/intro/security' },
  { label: translate('home.topic.architecture'), to: '/docs/Architerute/High%20Level' },
  { label: translate('home.topic.client'), to: '/docs/client/fms_client' },
];

export default function HomePage(): JSX.Element {
  return (
    <>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{settings.title}</h1>
          <p className={styles.tagline}>{settings.tagline}</p>
          <p className={styles.lead}>{translate('home.lead', { product: settings.product })}</p>
          <div className={styles.actions}>
            <SmartLink href="/docs/intro" className={styles.primaryButton}>
              {translate('home.getStarted')}
            </SmartLink>
            <SmartLink href="/docs/api/openapi-document-on-azure-functions" className={styles.secondaryButton}>
              {translate('home.apiReference')}
            </SmartLink>
          </div>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="entry-points">
        <h2 id="entry-points" className="visually-hidden">
          {translate('home.entryPoints')}
        </h2>
        <ul className={styles.cards}>
          {ENTRY_POINTS.map((entry) => (
            <li key={entry.to} className={styles.card}>
              <h3 className={styles.cardTitle}>{entry.title}</h3>
              <p>{entry.body}</p>
              <SmartLink href={entry.to} className={styles.cardLink}>
                {entry.cta} <span aria-hidden="true">→</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="popular-topics">
        <h2 id="popular-topics" className={styles.sectionTitle}>
          {translate('home.topics')}
        </h2>
        <ul className={styles.topics}>
          {TOPICS.map((topic) => (
            <li key={topic.to}>
              <SmartLink href={topic.to}>{topic.label}</SmartLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title={translate('home.seoTitle')} description={settings.description} pathname={location.pathname} />;
