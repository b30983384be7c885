import React from 'react';
import { blogText } from '../strings/blog';
import { PostCard } from './PostCard';
import type { BlogPostSummary } from './types';
import * as styles from './PostList.module.css';

/** Post cards, newest first. */
export function PostList({ posts }: { readonly posts: readonly BlogPostSummary[] }): JSX.Element {
  if (posts.length === 0) return <p>{blogText('blog.empty')}</p>;
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
