import { ImageOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn.ts';

interface ImageWithFallbackProps extends Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> {
  /** Absent when there is no image at all: the placeholder shows straight away. */
  src: string | undefined;
  alt: string;
  /** Always set, so the page keeps the image's room before it loads and does not jump. */
  width: number;
  height: number;
  /** Text under the placeholder's icon. */
  fallbackText?: string;
}

/**
 * An image that shows a drawn placeholder (no download, so it works offline too) when the file is missing
 * or fails to load (spec, section 8).
 */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  fallbackText,
  className,
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();

  if (!src || failedSrc === src) {
    const placeholderProps = {
      style: { aspectRatio: `${width} / ${height}` },
      className: cn(
        'flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500 text-sm',
        className,
      ),
      children: (
        <>
          <ImageOff aria-hidden="true" className="size-8" />
          {fallbackText && <span aria-hidden="true">{fallbackText}</span>}
        </>
      ),
    };
    // A described image keeps its description; a decorative one stays silent, as its <img> would.
    return alt ? (
      <div role="img" aria-label={alt} {...placeholderProps} />
    ) : (
      <div aria-hidden="true" {...placeholderProps} />
    );
  }

  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
      {...props}
    />
  );
}
