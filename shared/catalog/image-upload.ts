/** Back-office §7: product images under products/, featured slide images under products/featured/. */
export const imagePurposes = ['product', 'featured'] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

/** Raster types browsers show. No SVG: an SVG is a document that can carry script, served from the store's origin. */
export const imageExtensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' } as const;
export type ImageContentType = keyof typeof imageExtensions;
export const imageContentTypes = Object.keys(imageExtensions) as [ImageContentType, ...ImageContentType[]];

/** Back-office §9: images are at most 2 MB (2 MiB, as the client's File.size counts it). */
export const maxImageBytes = 2 * 1024 * 1024;

/** How long a signed upload stays usable. */
export const imageUploadSeconds = 300;

/** The object key an upload gets: a random name for products, the time for featured images (spec §7). */
export function imageKeyFor(purpose: ImagePurpose, contentType: ImageContentType, random: string, now: Date): string {
  const ext = imageExtensions[contentType];
  return purpose === 'featured' ? `products/featured/${now.getTime()}.${ext}` : `products/${random}.${ext}`;
}

/** Whether a client-side file passes §5's checks; the message is the spec's, or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(imageContentTypes as readonly string[]).includes(file.type)) return 'Please select an image file';
  if (file.size > maxImageBytes) return 'Image must be less than 2MB';
  if (file.size < 1) return 'Please select an image file';
  return null;
}
