/** D16: what one project may hold and which kinds of file, as the server checks them. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_PROJECT = 50;
export const ALLOWED_FILE_KINDS = 'PDF, Word, Excel, PowerPoint, OpenDocument, PNG, JPEG, plain text and CSV';
export const FILE_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.png,.jpg,.jpeg,.txt,.csv';

export const FILE_LIMITS_TEXT = `Up to ${MAX_FILES_PER_PROJECT} files per project, each at most 10 MB: ${ALLOWED_FILE_KINDS}.`;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Checked before sending, to spare a 10 MB upload the server would refuse anyway. */
export function fileProblem(file: { size: number }, filesSoFar: number): string | null {
  if (file.size > MAX_FILE_BYTES) return 'This file is larger than 10 MB.';
  if (filesSoFar >= MAX_FILES_PER_PROJECT) return `This project already has ${MAX_FILES_PER_PROJECT} files.`;
  return null;
}
