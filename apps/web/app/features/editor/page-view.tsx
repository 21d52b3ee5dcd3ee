import { decalShape } from '@cardshop/document/decals';
import {
  type CardObject,
  type CardSizeSpec,
  type Page,
  PX_BASIS,
  type TextObject,
} from '@cardshop/document/schema';
import type { ImageSources } from '@cardshop/shared/contracts/catalogue';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { useMemo } from 'react';
import { qrPath } from './qr.ts';

// One page of the card drawn at a scale (px per mm): its artwork, text, decals, QR code and gift card,
// each at its place in mm. The writing surface, the page tabs and the preview all draw pages with it.

export interface PageViewProps {
  size: CardSizeSpec;
  page: Page | undefined;
  /** Pixels per millimetre. */
  scale: number;
  image?: ImageSources;
  imageAlt?: string;
  /** The font family of a font id (fonts are drawn by family name). */
  family: (fontId: string) => string;
  /** Objects drawn by the caller instead (the text being edited). */
  skip?: ReadonlySet<string>;
  /** Wraps each non-text object, so the surface can make it selectable and movable. */
  wrapObject?: (object: CardObject, drawn: React.ReactNode, style: React.CSSProperties) => React.ReactNode;
  giftCardLabel?: string;
  children?: React.ReactNode;
  className?: string;
}

/** Where a text object's lines sit in its box: the CSS of its font, size, colour and alignment. */
export function textStyle(text: TextObject, scale: number, family: string): React.CSSProperties {
  return {
    fontFamily: `"${family}", cursive`,
    fontSize: `${(text.size / PX_BASIS) * scale}px`,
    lineHeight: text.lineHeight / 100,
    color: text.color,
    textAlign: text.hAlign,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
  };
}

export const V_ALIGN_CSS = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

export function boxStyle(object: CardObject, scale: number): React.CSSProperties {
  const width = object.type === 'qr-code' ? object.size : object.width;
  const height = object.type === 'qr-code' ? object.size : object.height;
  return {
    position: 'absolute',
    left: object.x * scale,
    top: object.y * scale,
    width: width * scale,
    height: height * scale,
  };
}

/** A QR code as it prints: white box, the code in its style (the shared rule), quiet zone included. */
export function QrDrawing({ value, style }: { value: string; style: string }) {
  const qr = useMemo(() => qrPath(value, style), [value, style]);
  if (!qr) return null;
  return (
    <svg viewBox={`0 0 ${qr.side} ${qr.side}`} className="h-full w-full" aria-hidden="true">
      <rect width={qr.side} height={qr.side} fill="#ffffff" />
      <path d={qr.path} fill="#000000" shapeRendering={style === 'square' ? 'crispEdges' : undefined} />
    </svg>
  );
}

/** The drawing of one non-text object, filling its box. */
export function ObjectDrawing({ object, giftCardLabel }: { object: CardObject; giftCardLabel?: string }) {
  switch (object.type) {
    case 'decal': {
      const shape = decalShape(object.decalId);
      if (!shape) return null;
      return (
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="h-full w-full"
          style={{ transform: object.rotation ? `rotate(${object.rotation}deg)` : undefined }}
          aria-hidden="true"
        >
          <path d={shape.path} fill={shape.color} fillRule="evenodd" />
        </svg>
      );
    }
    case 'qr-code':
      return <QrDrawing value={object.value} style={object.style} />;
    case 'gift-card':
      return (
        <div className="flex h-full w-full items-center justify-center rounded-md border-2 border-dashed border-accent bg-sand/80 p-1 text-center text-xs font-medium text-accent-dark">
          {giftCardLabel}
        </div>
      );
    case 'image':
      return <img src={object.src} alt="" className="h-full w-full object-cover" />;
    default:
      return null;
  }
}

export function PageView({
  size,
  page,
  scale,
  image,
  imageAlt = '',
  family,
  skip,
  wrapObject,
  giftCardLabel,
  children,
  className = '',
}: PageViewProps) {
  const width = size.dimensions.width * scale;
  const height = size.dimensions.height * scale;
  return (
    <div
      className={`relative overflow-hidden bg-white shadow-md ${className}`}
      style={{ width, height }}
      data-page-view=""
    >
      {image ? (
        <img
          src={image.src}
          srcSet={imageSrcset(image.src, 'jpeg')}
          sizes={`${Math.ceil(width)}px`}
          alt={imageAlt}
          className="absolute inset-0 h-full w-full object-cover"
          draggable={false}
        />
      ) : null}
      {page?.objects.map((object) => {
        if (skip?.has(object.id)) return null;
        const style = boxStyle(object, scale);
        if (object.type === 'text') {
          return (
            <div
              key={object.id}
              style={{
                ...style,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: V_ALIGN_CSS[object.vAlign],
                overflow: 'hidden',
              }}
            >
              <div style={textStyle(object, scale, family(object.font))}>{object.text}</div>
            </div>
          );
        }
        const drawn = <ObjectDrawing object={object} giftCardLabel={giftCardLabel} />;
        if (wrapObject) return <span key={object.id}>{wrapObject(object, drawn, style)}</span>;
        return (
          <div key={object.id} style={style}>
            {drawn}
          </div>
        );
      })}
      {children}
    </div>
  );
}
