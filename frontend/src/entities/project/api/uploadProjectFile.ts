import type { ApiError } from '@/shared/api';
import { projectFilesUrl } from './projectApi';

/**
 * Uploads one document as multipart/form-data (field `file`, D16). XMLHttpRequest rather than fetch:
 * only it reports upload progress. Same origin, so the session cookie and the Origin header the CSRF
 * check reads go with it. Rejects with the same ApiError shape as every RTK Query call.
 */
export function uploadProjectFile(projectId: number, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', projectFilesUrl(projectId));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      reject(toUploadError(request));
    };
    request.onerror = () => reject({ status: 'FETCH_ERROR', message: 'Upload failed' } satisfies ApiError);
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

function toUploadError(request: XMLHttpRequest): ApiError {
  let data: unknown = request.responseText;
  try {
    data = JSON.parse(request.responseText);
  } catch {
    // a plain-text body stays as it came
  }
  return { status: request.status, message: `${request.status}: ${request.responseText || request.statusText}`, data };
}
