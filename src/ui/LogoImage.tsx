import React from 'react';
import { withPrefix } from 'gatsby';
import { inlineLogos, type InlineSvg } from '../config/resolved';

export interface LogoImageProps {
  /** The logo's file as the settings name it (`/img/logo.svg`). */
  readonly src: string;
  /** The text alternative; '' for a logo beside its own text (then hidden from assistive technology). */
  readonly alt: string;
  readonly width?: number;
  readonly height?: number;
  readonly className?: string;
  /** The drawings known inline (src/node/config/inlineLogos.ts); the build's by default. */
  readonly drawings?: Readonly<Record<string, InlineSvg>>;
}

/**
 * A logo: its drawing as an `<svg>` element when the build inlined its file (no document of its own
 * for the browser to build on the main thread, decision 0026), else an `<img>`. Same size, class and
 * text alternative either way.
 */
export function LogoImage({ src, alt, width, height, className, drawings = inlineLogos }: LogoImageProps): JSX.Element {
  const drawing = drawings[src];
  if (!drawing) return <img className={className} src={withPrefix(src)} alt={alt} width={width} height={height} />;
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={className}
      viewBox={drawing.viewBox}
      width={width}
      height={height}
      focusable="false"
      {...label}
      dangerouslySetInnerHTML={{ __html: drawing.inner }}
    />
  );
}
