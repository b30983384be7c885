import React from 'react';
import { withPrefix } from 'gatsby';
import { Link } from '../../ui/LocaleLink';
import { MethodBadge } from '../../ui/MethodBadge';
import { translate } from '../../strings';
import type { ChangelogChangeData, ChangelogGroupData, ChangelogVersionData } from './changelogData';
import * as styles from './ChangelogView.module.css';

export interface ChangelogViewProps {
  readonly title: string;
  readonly versions: readonly ChangelogVersionData[];
  readonly feeds: { readonly rss: string; readonly atom: string };
}

/** A sentence of the changelog with its `code` spans (written in backticks) as <code>. */
export function SentenceText({ text }: { readonly text: string }): React.ReactElement {
  const parts = text.split(/`([^`]*)`/);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>))}</>;
}

function BreakingMark(): React.ReactElement {
  // Visible and read: "Breaking" is the mark's own text, not an icon.
  return <strong className={styles.breaking}>{translate('changelog.breaking')}</strong>;
}

function Change({ change }: { readonly change: ChangelogChangeData }): React.ReactElement {
  const text = <SentenceText text={change.text} />;
  return (
    <li className={change.breaking ? styles.breakingChange : undefined} data-breaking={change.breaking || undefined}>
      {change.breaking && (
        <>
          <BreakingMark />{' '}
        </>
      )}
      {change.href ? <Link to={change.href}>{text}</Link> : text}
    </li>
  );
}

function Group({ group, versionAnchor }: { readonly group: ChangelogGroupData; readonly versionAnchor: string }): React.ReactElement {
  const id = `${versionAnchor}-${(group.method ? `${group.method}-${group.path ?? ''}` : 'api')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+$/, '')}`;
  const heading = group.method ? (
    <>
      <MethodBadge method={group.method} /> <code>{group.path}</code>
    </>
  ) : (
    group.title
  );
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {group.href ? <Link to={group.href}>{heading}</Link> : heading}
      </h3>
      {group.removed && <p className={styles.removed}>{translate('changelog.removedOperation')}</p>}
      <ul className={styles.changes}>
        {group.changes.map((change, index) => (
          <Change key={index} change={change} />
        ))}
      </ul>
    </section>
  );
}

/** An API's changelog: newest version first, its changes grouped by operation, breaking ones first (decision 0021). */
export function ChangelogView({ title, versions, feeds }: ChangelogViewProps): React.ReactElement {
  return (
    <article className={styles.changelog}>
      <h1>{title}</h1>
      <p>{translate('changelog.intro')}</p>
      <p className={styles.feeds}>
        {translate('changelog.feeds')}{' '}
        <a href={withPrefix(feeds.rss)} type="application/rss+xml">
          {translate('changelog.feedRss')}
        </a>{' '}
        <a href={withPrefix(feeds.atom)} type="application/atom+xml">
          {translate('changelog.feedAtom')}
        </a>
      </p>
      {versions.map((version) => (
        <section key={version.anchor} className={styles.version} aria-labelledby={version.anchor}>
          <h2 id={version.anchor}>{translate('changelog.version', { version: version.version })}</h2>
          <p className={styles.meta}>
            {translate('changelog.versionSince', { previous: version.previous })}
            {version.date && (
              <>
                {' · '}
                <time dateTime={version.date}>{translate('changelog.released', { date: version.date })}</time>
              </>
            )}
            {' · '}
            {translate('changelog.counts', { changes: version.changeCount, breaking: version.breakingCount })}
          </p>
          {version.groups.length === 0 ? (
            <p>{translate('changelog.none')}</p>
          ) : (
            version.groups.map((group) => <Group key={`${group.title}`} group={group} versionAnchor={version.anchor} />)
          )}
        </section>
      ))}
    </article>
  );
}
