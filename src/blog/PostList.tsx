import React from 'react';
import { translate } from '../strings';
import { PostCard } from './PostCard';
import type { BlogPostSummary } from './types';
import * as styles from './PostList.module.css';

/** Post cards, newest first. */
export function PostList({ posts }: { readonly posts: readonly BlogPostSummary[] }): JSX.Element {
  if (posts.length === 0) return <p>{translate('blog.empty')}</p>;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
