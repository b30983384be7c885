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
    title: 'Guide',
    to: '/docs/intro',
    cta: 'Read the guide',
    body: 'Concepts and tasks for administrators: assets, categories, zones, issues, work orders, renting, QR codes, configuration, security and settings.',
  },
  {
    title: 'API reference',
    to: '/docs/api/openapi-document-on-azure-functions',
    cta: 'Explore the API',
    body: 'Every operation of the Portal and Access Control APIs, with parameters, schemas, examples and request samples in curl, JavaScript, Python and C#.',
  },
  {
    title: 'Blog',
    to: '/blog',
    cta: 'Read the blog',
    body: 'Release notes, migration guides and practical stories from the team that builds the facility-management system.',
  },
];

const TOPICS: readonly { readonly label: string; readonly to: string }[] = [
  { label: 'Assets and their lifecycle', to: '/docs/intro/asset' },
  { label: 'Work orders', to: '/docs/intro/workorders' },
  { label: 'QR codes for issue reporting', to: '/docs/intro/qrCodes' },
  { label: 'Security and tenants', to: '/docs/intro/security' },
  { label: 'Architecture overview', to: '/docs/Architerute/High%20Level' },
  { label: 'Using the client application', to: '/docs/client/fms_client' },
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
