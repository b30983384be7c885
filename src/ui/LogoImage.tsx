import React from 'react';
import { withPrefix } from 'gatsby';
import { inlineLogos } from './inlineLogos';

export interface LogoImageProps {
  /** As the settings give it: a path under `static/` or another site's URL. */
  readonly src: string;
  /** Empty when the logo sits beside text that names it (the navbar's title). */
  readonly alt: string;
  /** In CSS pixels; without them the logo takes its own size. */
  readonly width?: number;
  readonly height?: number;
  readonly className?: string;
  /** An `<img>` loaded only once shown (the colour mode's other logo, display: none until then). */
  readonly lazy?: boolean;
}

/**
 * A logo from the settings: the page's own symbol when the build wrote it into the sprite
 * (src/node/svgSprite.ts: an SVG of plain shapes, no document built for it while the page loads),
 * otherwise an `<img>` of the file.
 */
export function LogoImage({ src, alt, width, height, className, lazy = false }: LogoImageProps): JSX.Element {
  const inline = inlineLogos[src];
  if (inline) {
    const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true as const };
    // One size missing: the other follows the logo's own proportions, as an <img>'s would.
    const shownWidth = width ?? (height !== undefined ? (height * inline.width) / inline.height : inline.width);
    const shownHeight = height ?? (width !== undefined ? (width * inline.height) / inline.width : inline.height);
    return (
      <svg className={className} width={shownWidth} height={shownHeight} {...label}>
        <use href={`#${inline.id}`} />
      </svg>
    );
  }
  return <img className={className} src={withPrefix(src)} alt={alt} width={width} height={height} {...(lazy ? { loading: 'lazy' as const } : {})} />;
}
