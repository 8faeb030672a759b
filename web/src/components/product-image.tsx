import { useState } from 'react';
import type * as React from 'react';

export const placeholderImage = '/placeholder.svg';

/** A product image that falls back to the placeholder when the URL is missing or broken. */
export function ProductImage({ src, alt, ...props }: Omit<React.ComponentProps<'img'>, 'src'> & { src: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : placeholderImage;
  return <img src={url} alt={alt} onError={() => setFailed(src)} {...props} />;
}
