import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { BlogLayout } from '../blog/BlogLayout';
import { groupByYear } from '../blog/groupByYear';
import { settings } from '../config/resolved';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';
import * as styles from './BlogPages.module.css';

/** `/blog/archive`: every post by year, newest first. */
export default function BlogArchivePage({ data }: PageProps<Queries.BlogArchivePageQuery>): JSX.Element {
  const years = groupByYear(data.allMdx.nodes, (post) => post.frontmatter.date ?? '');
  return (
    <BlogLayout title={translate('blog.archive.title')} description={translate('blog.archive.description', { product: settings.product })} section="archive">
      {years.map(({ year, items }) => (
        <section key={year} className={styles.year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className={styles.yearHeading}>
            {year}
          </h2>
          <ul className={styles.archiveList}>
            {items.map((post) => (
              <li key={post.id} className={styles.archiveItem}>
                <time className={styles.archiveDate} dateTime={post.frontmatter.date ?? undefined}>
                  {post.frontmatter.dayLabel}
                </time>
                <Link to={post.fields.route}>{post.frontmatter.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}

export const Head = ({ location }: HeadProps<Queries.BlogArchivePageQuery>): JSX.Element => (
  <Seo
    title={translate('blog.archive.title')}
    description={translate('blog.archive.description', { product: settings.product })}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query BlogArchivePage($ids: [String!]!) {
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]) {
      nodes {
        id
        fields {
          route
        }
        frontmatter {
          title
          date(formatString: "YYYY-MM-DD")
          dayLabel: date(formatString: "MMM D")
        }
      }
    }
  }
`;
