import React from 'react';
import { translate } from '../../strings';
import { Icon } from '../../ui/Icon';
import { useColorMode } from '../../lib/colorMode/ColorModeProvider';
import * as styles from './ColorModeToggle.module.css';

/**
 * The colour-mode switch. Which icon shows is decided by CSS from <html data-theme-choice>, so the
 * server HTML is right before hydration; the accessible name follows the state.
 */
export function ColorModeToggle(): JSX.Element | null {
  const { choice, config, toggle } = useColorMode();
  if (config.disableSwitch) return null;
  const label = translate('colorMode.toggle', { mode: translate(`colorMode.${choice}`) });
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-label={label} title={label}>
      <Icon name="sun" size={22} className={styles.iconLight} />
      <Icon name="moon" size={22} className={styles.iconDark} />
      <Icon name="system" size={22} className={styles.iconSystem} />
    </button>
  );
}
