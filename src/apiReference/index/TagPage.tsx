import React from 'react';
import { Link } from '../../ui/LocaleLink';
import { HtmlContent } from '../shared/HtmlContent';
import { translate } from '../../strings';
import { OperationList, TagPageLink } from './ApiIndex';
import type { TagPageData } from '../routes/tagPages';
import * as styles from './ApiIndex.module.css';

/**
 * A tag's page of a split API index (src/apiReference/routes/tagPages.ts): the tag's description and its
 * operations as the index would list them, the tags nested under it, and the way back to the index.
 */
export function TagPage({ tag }: { readonly tag: TagPageData }): JSX.Element {
  return (
    <>
      <h1>{tag.label}</h1>
      <ul className={styles.links}>
        <li>
          <Link to={`${tag.apiRoute}#${tag.slug}`}>{translate('api.tag.index', { api: tag.apiLabel })}</Link>
        </li>
        {tag.parent && (
          <li>
            <Link to={tag.parent.route}>{translate('api.tag.parent', { tag: tag.parent.label })}</Link>
          </li>
        )}
      </ul>
      {tag.descriptionHtml && <HtmlContent html={tag.descriptionHtml} className={styles.tagDescription} />}
      {tag.operations.length > 0 && <OperationList operations={tag.operations} />}
      {tag.children.length > 0 && (
        <section className={styles.tag} aria-labelledby="nested-tags">
          <h2 id="nested-tags">{translate('api.tag.children', { tag: tag.label })}</h2>
          <ul>
            {tag.children.map((child) => (
              <li key={child.route}>
                <TagPageLink label={child.label} route={child.route} operations={child.operations} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
