import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { AnnouncementBar } from '../../../../src/shell/announcementBar/AnnouncementBar';
import { AnnouncementBarProvider } from '../../../../src/shell/announcementBar/AnnouncementBarProvider';
import { decideAnnouncement } from '../../../../src/shell/announcementBar/announcementState';

const ANNOUNCEMENT = {
  id: 'release-2',
  content: 'Release 2 is out. <a href="/blog">Read more</a>',
  backgroundColor: '#1e3a8a',
  textColor: '#ffffff',
  isCloseable: true,
};

describe('decideAnnouncement', () => {
  test('first visit: visible, and records the id', () => {
    expect(decideAnnouncement('a', { id: null, dismissed: null })).toEqual({ visible: true, store: { id: 'a', dismissed: 'false' } });
  });
  test('dismissed for the same id: hidden', () => {
    expect(decideAnnouncement('a', { id: 'a', dismissed: 'true' })).toEqual({ visible: false, store: null });
  });
  test('a changed id resets the dismissal', () => {
    expect(decideAnnouncement('b', { id: 'a', dismissed: 'true' })).toEqual({ visible: true, store: { id: 'b', dismissed: 'false' } });
  });
});

function renderBar(announcement = ANNOUNCEMENT) {
  return render(
    <AnnouncementBarProvider announcement={announcement}>
      <AnnouncementBar />
    </AnnouncementBarProvider>,
  );
}

describe('<AnnouncementBar>', () => {
  beforeEach(() => window.localStorage.clear());

  test('shows the HTML content with the configured colours', () => {
    renderBar();
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region).toHaveStyle({ backgroundColor: '#1e3a8a', color: '#ffffff' });
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/blog');
  });

  test('closing hides it and stores the dismissed flag', () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(window.localStorage.getItem('announcement.dismiss')).toBe('true');
    expect(window.localStorage.getItem('announcement.id')).toBe('release-2');
  });

  test('stays hidden on the next visit, and comes back when the id changes', () => {
    window.localStorage.setItem('announcement.id', 'release-2');
    window.localStorage.setItem('announcement.dismiss', 'true');
    const first = renderBar();
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    first.unmount();
    renderBar({ ...ANNOUNCEMENT, id: 'release-3' });
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(window.localStorage.getItem('announcement.dismiss')).toBe('false');
  });

  test('without isCloseable there is no close button', () => {
    renderBar({ ...ANNOUNCEMENT, isCloseable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
