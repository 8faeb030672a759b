import { useId, useState } from 'react';

export type ImagePurpose = 'product' | 'featured';

export interface ImageInputProps {
  purpose: ImagePurpose;
  value: string | null;
  onChange(url: string | null): void;
  /** Back-office §5's recommendation: 800x600 for products, 1200x600 for featured images. */
  recommended: string;
}

/**
 * Upload or URL (back-office §5). This first cut takes a URL; the upload tab (a pre-signed POST to the images bucket
 * whose policy limits type and size) comes with the products work and keeps this signature.
 */
export function ImageInput({ value, onChange, recommended }: ImageInputProps) {
  const id = useId();
  const [url, setUrl] = useState(value ?? '');
  return (
    <div className="field admin-field">
      <label htmlFor={id}>Image URL</label>
      <input id={id} type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} onBlur={() => onChange(url.trim() || null)} />
      <p className="field-hint">Recommended {recommended}.</p>
    </div>
  );
}
