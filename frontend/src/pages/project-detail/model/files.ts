import { PROJECT_FILE_MAX_BYTES, PROJECT_FILES_MAX_COUNT, PROJECT_MESSAGES } from '@contracts';

/** D16's allow-list in words; the server sniffs the content, the picker only pre-filters. */
export const FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.png,.jpg,.jpeg,.txt,.csv';

export const FILE_LIMITS_TEXT = `Up to ${PROJECT_FILES_MAX_COUNT} files per project, each at most ${
  PROJECT_FILE_MAX_BYTES / (1024 * 1024)
} MB: PDF, Word, Excel, PowerPoint, OpenDocument, PNG, JPEG, plain text or CSV.`;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Checked before sending, to spare an upload the server would refuse anyway (same messages). */
export function fileProblem(file: { size: number }, filesSoFar: number): string | null {
  if (file.size > PROJECT_FILE_MAX_BYTES) return PROJECT_MESSAGES.fileTooLarge;
  if (filesSoFar >= PROJECT_FILES_MAX_COUNT) return PROJECT_MESSAGES.tooManyFiles;
  return null;
}
