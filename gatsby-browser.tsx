import './src/styles/global.css';
import './src/shell/progress/progressBar.css';
import type { GatsbyBrowser } from 'gatsby';
import { connectionAllowsPrefetch, type ConnectionInfo } from './src/shell/prefetchPolicy';
import { routeChangeFinished, routeChangeStarted } from './src/shell/progress/progressBar';

export { wrapPageElement } from './src/shell/wrapPageElement';

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) routeChangeStarted();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  routeChangeFinished();
};

// Gatsby prefetches links on hover and when they scroll into view; not on 2g or with data saver.
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () =>
  !connectionAllowsPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);
