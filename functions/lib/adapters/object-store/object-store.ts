/** What handlers need from object storage: S3 (the local S3 on one machine). */
export interface ObjectStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** A URL that lets its holder GET (or PUT) the object until it expires. */
  signedUrl(key: string, options: { expiresInSeconds: number; method?: 'GET' | 'PUT' }): Promise<string>;
  /**
   * A browser-based POST upload (S3's POST Object) of one object at `key`, whose signed policy admits only this exact
   * content type and a size from 1 byte to `maxBytes`, until it expires.
   */
  presignedPost(key: string, options: { contentType: string; maxBytes: number; expiresInSeconds: number }): Promise<{ url: string; fields: Record<string, string> }>;
  healthCheck(): Promise<void>;
}

export const bucketNames = ['images', 'exports', 'sitemaps'] as const;
export type BucketName = (typeof bucketNames)[number];
