import React from 'react';
import { translate } from '../../strings';
import { useSiteHtml } from '../../ui/siteHtml';
import { CloseIcon } from '../CloseIcon';
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
          <CloseIcon size={14} strokeWidth={3.1} />
        </button>
      )}
    </section>
  );
}
