import React from 'react';
import { translate } from '../../strings';
import { useSiteHtml } from '../../ui/siteHtml';
import { useAnnouncementBar } from './AnnouncementBarProvider';
import * as styles from './AnnouncementBar.module.css';

/** The announcement bar above the navbar. Its content is trusted HTML from the site settings. */
export function AnnouncementBar(): JSX.Element | null {
  const { announcement, isActive, close } = useAnnouncementBar();
  const html = useSiteHtml(announcement?.content ?? '');
  if (!announcement || !isActive) return null;
  const { backgroundColor, textColor, isCloseable } = announcement;
  return (
    <section className={styles.bar} style={{ backgroundColor, color: textColor }} aria-label={translate('announcement.label')} data-announcement-bar="">
      {isCloseable && <div className={styles.spacer} />}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
      {isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label={translate('announcement.close')}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <g stroke="currentColor" strokeWidth="3.1">
              <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
            </g>
          </svg>
        </button>
      )}
    </section>
  );
}
