import React, { useMemo } from 'react';
import { withPrefix } from 'gatsby';
import { Link } from '../../ui/LocaleLink';
import { HtmlContent } from '../shared/HtmlContent';
import { MethodBadge } from '../../ui/MethodBadge';
import { tagLabel } from '../sidebar/apiSidebar';
import { tagOutline, type OutlineEntry, type OutlineTag } from '../sidebar/tagOutline';
import type { TocEntry } from '../../docs/types';
import * as styles from './ApiIndex.module.css';
import { DeprecatedMark } from '../../ui/DeprecatedMark';
import { tagPageRoute, type TagPageOperation } from '../routes/tagPages';
import { translate } from '../../strings';

/** One API as its index page's query (src/templates/ApiIndexPage.tsx) reads it. */
export type ApiIndexSpec = NonNullable<Queries.ApiIndexPageQuery['apiSpec']>;
type IndexTag = ApiIndexSpec['tags'][number];

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
const headingLevel = (level: number): HeadingLevel => Math.min(Math.max(level, 2), 6) as HeadingLevel;

/** The index page's table of contents: `x-tagGroups` and top-level tags, and the tags one level below. */
function tocEntries(entries: readonly OutlineEntry<IndexTag>[]): TocEntry[] {
  return entries.flatMap((entry): TocEntry[] =>
    entry.type === 'section'
      ? [{ id: entry.slug, title: entry.name, level: 2 }, ...entry.tags.map((node) => ({ id: node.tag.slug, title: tagLabel(node.tag), level: 3 }))]
      : [
          { id: entry.node.tag.slug, title: tagLabel(entry.node.tag), level: 2 },
          ...entry.node.children.map((child) => ({ id: child.tag.slug, title: tagLabel(child.tag), level: 3 })),
        ],
  );
}

/** Operations as the index lists them: method, title (and deprecation), path, each a link to its page. */
export function OperationList({ operations }: { readonly operations: readonly TagPageOperation[] }): JSX.Element {
  return (
    <ul className={styles.operations}>
      {operations.map((operation) => (
        <li key={operation.route}>
          <Link to={operation.route} className={styles.operation}>
            {/* A grid: the spaces between method, title and path show nothing, but are read and copied ('GET List assets /assets'). */}
            <MethodBadge method={operation.method} className={styles.method} />{' '}
            <span className={styles.title}>
              {operation.title}
              {operation.deprecated && (
                <>
                  {' '}
                  <DeprecatedMark word="api.index.deprecated" look="plain" />
                </>
              )}
            </span>{' '}
            <code className={styles.path}>{operation.path}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The link from a split index's tag to its page, naming the tag and its number of operations. */
export function TagPageLink({ label, route, operations }: { readonly label: string; readonly route: string; readonly operations: number }): JSX.Element {
  return (
    <Link to={route} className={styles.tagPage}>
      {operations === 1 ? translate('api.index.tagPage.one', { tag: label }) : translate('api.index.tagPage', { tag: label, count: operations })}
    </Link>
  );
}

function TagSection({
  node,
  level,
  apiRoute,
}: {
  readonly node: OutlineTag<IndexTag>;
  readonly level: number;
  /** When the index is split: the tag links to its page instead of listing its operations. */
  readonly apiRoute?: string;
}): JSX.Element {
  const { tag } = node;
  const Heading = `h${headingLevel(level)}` as const;
  return (
    <section className={styles.tag} aria-labelledby={tag.slug}>
      <Heading id={tag.slug}>{tagLabel(tag)}</Heading>
      {tag.descriptionHtml && <HtmlContent html={tag.descriptionHtml} className={styles.tagDescription} />}
      {tag.operationCount > 0 &&
        (apiRoute !== undefined ? (
          <p>
            <TagPageLink label={tagLabel(tag)} route={tagPageRoute(apiRoute, tag.slug)} operations={tag.operationCount} />
          </p>
        ) : (
          <OperationList operations={tag.operations ?? []} />
        ))}
      {node.children.map((child) => (
        <TagSection key={child.tag.slug} node={child} level={level + 1} apiRoute={apiRoute} />
      ))}
    </section>
  );
}

/** The index page's outline of tags (the sidebar's, `tagOutline`) and its table of contents, computed once per API. */
export function useApiIndexOutline(spec: ApiIndexSpec | null | undefined): { readonly outline: readonly OutlineEntry<IndexTag>[]; readonly toc: TocEntry[] } {
  const outline = useMemo(() => (spec ? tagOutline(spec.tags, spec.tagGroups) : []), [spec]);
  const toc = useMemo(() => tocEntries(outline), [outline]);
  return { outline, toc };
}

export interface ApiIndexProps {
  readonly spec: ApiIndexSpec;
  /** From `useApiIndexOutline`, which the template calls for the table of contents too. */
  readonly outline: readonly OutlineEntry<IndexTag>[];
  readonly overviewRoute: string;
  /**
   * The index's route when it is split (src/apiReference/routes/tagPages.ts): each tag then links to its
   * page, which lists its operations.
   */
  readonly tagPagesOf?: string;
}

/** One API: its tags (grouped by `x-tagGroups`, nested by 3.2 `parent`), each with its description and operations (method, title, path). */
export function ApiIndex({ spec, outline, overviewRoute, tagPagesOf }: ApiIndexProps): JSX.Element {
  return (
    <>
      <h1>{spec.label}</h1>
      <p className={styles.lead}>
        {translate('api.index.summary', { title: spec.title, version: spec.version, operations: spec.operationCount, groups: spec.tags.length })}
      </p>
      <ul className={styles.links}>
        <li>
          <Link to={overviewRoute}>{translate('api.index.overview')}</Link>
        </li>
        <li>
          <a href={withPrefix(spec.file)} download>
            {translate('api.index.download', { file: spec.file.replace(/^\//, '') })}
          </a>
        </li>
      </ul>
      {outline.map((entry) =>
        entry.type === 'section' ? (
          <section key={entry.slug} className={styles.tag} aria-labelledby={entry.slug}>
            <h2 id={entry.slug}>{entry.name}</h2>
            {entry.tags.map((node) => (
              <TagSection key={node.tag.slug} node={node} level={3} apiRoute={tagPagesOf} />
            ))}
          </section>
        ) : (
          <TagSection key={entry.node.tag.slug} node={entry.node} level={2} apiRoute={tagPagesOf} />
        ),
      )}
    </>
  );
}
