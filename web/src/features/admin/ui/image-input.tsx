import { useId, useRef, useState } from 'react';
import './image-input.css';
import { imageContentTypes, imageFileProblem } from '../../../../../shared/catalog/image-upload';
import { notifyError, notifySuccess } from './notify';
import { uploadImage, ImageUploadError } from './upload-image';

export type ImagePurpose = 'product' | 'featured';

export interface ImageInputProps {
  purpose: ImagePurpose;
  value: string | null;
  onChange(url: string | null): void;
  /** Back-office §5's recommendation: 800x600 for products, 1200x600 for featured images. */
  recommended: string;
}

/**
 * Upload or URL (back-office §5, §7). Upload checks the file here (an image, under 2MB) and the bucket's signed policy
 * checks it again; URL needs a non-empty value. Toasts as §8 words them.
 */
export function ImageInput({ purpose, value, onChange, recommended }: ImageInputProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'upload' | 'url'>('upload');
  const [url, setUrl] = useState(value ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const local = imageFileProblem(file);
    setProblem(local);
    if (local) return;
    setUploading(true);
    try {
      const path = await uploadImage(file, purpose);
      onChange(path);
      notifySuccess('Image uploaded successfully');
    } catch (error) {
      if (error instanceof ImageUploadError) setProblem(error.message);
      notifyError('Failed to upload image', error instanceof ImageUploadError ? undefined : error);
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  const applyUrl = () => {
    const next = url.trim();
    if (!next) return setProblem('Enter an image URL');
    setProblem(null);
    onChange(next);
    notifySuccess('Image URL updated');
  };

  return (
    <fieldset className="admin-image-input">
      <legend>Image</legend>
      <div className="admin-image-modes" role="radiogroup" aria-label="Image source">
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'upload'} onChange={() => setMode('upload')} /> Upload
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'url'} onChange={() => setMode('url')} /> URL
        </label>
      </div>
      {mode === 'upload' ? (
        <div className="field admin-field">
          <label htmlFor={`${id}-file`}>Image file</label>
          <input id={`${id}-file`} ref={fileRef} type="file" accept={imageContentTypes.join(',')} disabled={uploading} onChange={(e) => void onFile(e.currentTarget.files?.[0])} />
        </div>
      ) : (
        <div className="field admin-field">
          <label htmlFor={`${id}-url`}>Image URL</label>
          <div className="admin-inline">
            <input id={`${id}-url`} type="url" value={url} placeholder="https://…" onChange={(e) => setUrl(e.currentTarget.value)} />
            <button type="button" className="btn btn-secondary btn-small" onClick={applyUrl}>
              Use URL
            </button>
          </div>
        </div>
      )}
      {uploading && <p className="field-hint" role="status">Uploading…</p>}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {value && (
        <div className="admin-image-preview">
          <img src={value} alt="Current image" width={160} height={120} />
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange(null)}>
            Remove image
          </button>
        </div>
      )}
      <p className="field-hint">Recommended {recommended}. PNG, JPEG, WebP, GIF or AVIF, less than 2MB.</p>
    </fieldset>
  );
}
