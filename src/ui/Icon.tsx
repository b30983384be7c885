import React from 'react';
import { iconId, type IconName } from './icons';

export interface IconProps {
  readonly name: IconName;
  /** Width and height in CSS pixels. */
  readonly size: number;
  readonly className?: string;
  /** The width of the icon's strokes, for icons drawn with a stroke and no width of their own (`close`). */
  readonly strokeWidth?: number;
}

/**
 * A decorative icon from the page's sprite (`src/ui/icons.ts`, written at the start of the body by
 * gatsby-ssr): hidden from assistive technology, the control it sits in has the label. About 80 bytes
 * of HTML whatever the icon's paths. No `focusable="false"`: only Internet Explorer and the first Edge
 * put an SVG in the Tab order (decision 0025, session 14: 18 bytes on each of a page's 10 to 25 icons).
 */
export function Icon({ name, size, className, strokeWidth }: IconProps): JSX.Element {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`#${iconId(name)}`} strokeWidth={strokeWidth} />
    </svg>
  );
}
