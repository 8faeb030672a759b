/** What handlers need from object storage: S3 (the local S3 on one machine). */
export interface ObjectStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** A URL that lets its holder GET (or PUT) the object until it expires. */
  signedUrl(key: string, options: { expiresInSeconds: number; method?: 'GET' | 'PUT' }): Promise<string>;
  healthCheck(): Promise<void>;
}

export const bucketNames = ['images', 'exports', 'sitemaps'] as const;
export type BucketName = (typeof bucketNames)[number];
