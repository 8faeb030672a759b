import { apiSend } from '@/lib/api-client';
import { imageFileProblem, type ImageContentType, type ImagePurpose } from '../../../../../shared/catalog/image-upload';

export class ImageUploadError extends Error {
  override name = 'ImageUploadError';
}

/**
 * Uploads an image the way back-office §7 says: a pre-signed POST from the API, then the file straight to the images
 * bucket, whose policy checks type and size again. Answers the image's path on the store's origin (`/products/…`).
 */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new ImageUploadError(problem);
  const ticket = await apiSend('POST', '/api/admin/uploads/images', { body: { purpose, contentType: file.type as ImageContentType, size: file.size } });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  // S3 reads every field before the file, and ignores any after it.
  form.append('file', file, file.name);
  const res = await fetch(onPageOrigin(ticket.url), { method: 'POST', body: form });
  if (!res.ok) throw new ImageUploadError(s3Message(await res.text()) ?? `The upload was refused (${res.status}).`);
  return ticket.path;
}

/** The one-machine S3 is a twin on the gateway (/_local/s3): reach it on the page's own origin, whatever host name opened it. */
function onPageOrigin(url: string): string {
  const target = new URL(url, window.location.href);
  return target.pathname.startsWith('/_local/') ? `${target.pathname}${target.search}` : target.toString();
}

function s3Message(xml: string): string | undefined {
  return /<Message>([^<]*)<\/Message>/.exec(xml)?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
