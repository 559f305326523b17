import { api } from '@/lib/api-client';

/** What `POST /auth/upload-eid` answers: the upload's id, which make-order names as `eid`. */
export interface EidUploaded {
  status: 200;
  message: string;
  eid: string;
}

/**
 * `POST /auth/upload-eid`: the Emirates ID (multipart field `eid`, an image or a PDF), kept privately as proof of age.
 */
export function uploadEid(file: File): Promise<EidUploaded> {
  const form = new FormData();
  form.append('eid', file);
  return api.post<EidUploaded>('/auth/upload-eid', form);
}
