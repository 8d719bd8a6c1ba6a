import { formatWholeNumber } from './number-format';

export const PROJECT_STATUSES = ['pending', 'matching', 'in_progress', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'Pending',
  matching: 'Matching',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** One entry of GET /api/projects: the spec's "project as displayed" (spec 000 §3). Dates are YYYY-MM-DD. */
export interface ProjectSummary {
  id: number;
  title: string;
  description: string;
  status: ProjectStatus;
  /** ISO 8601 timestamp. */
  createdAt: string;
  startDate: string | null;
  endDate: string | null;
  expertiseRequired: string[];
}

/** Project requests, workspace, messages and documents (issue 9; DECISIONS D8, D16). */
export const PROJECT_TYPES = ['oneoff'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_FIELD_MAX_LENGTH = { title: 200, description: 5000, notes: 5000 } as const;
export const PROJECT_MESSAGE_MAX_LENGTH = 5000;
export const PROJECT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PROJECT_FILES_MAX_COUNT = 50;
export const PROJECT_FILE_NAME_MAX_LENGTH = 255;
/** D8: a participant hears about unread messages once they are this old, one mail per batch. */
export const UNREAD_DIGEST_AFTER_MINUTES = 15;
export const ADMIN_PROJECTS_PAGE_SIZE = 20;
/** The project request form takes at most five digits; the server holds the same line. */
export const PROJECT_ESTIMATED_HOURS_MAX = 99_999;

export const PROJECT_MESSAGES = {
  titleRequired: 'Please enter a project title',
  descriptionRequired: 'Please describe the project',
  expertiseRequired: 'Please select at least one area of expertise',
  estimatedHoursWhole: 'Estimated hours must be a whole number of 0 or more',
  estimatedHoursTooMany: `Estimated hours can be at most ${formatWholeNumber(PROJECT_ESTIMATED_HOURS_MAX)}`,
  dateFormat: 'Dates must be in the format YYYY-MM-DD',
  endBeforeStart: 'End date must be after start date',
  startInPast: 'Start date cannot be in the past',
  notFound: 'Project not found',
  statusRefused: 'This status change is not allowed',
  statusInvalid: 'Please choose a valid status',
  consultantRequired: 'Please choose a consultant',
  consultantNotApproved: 'Only approved consultants can be assigned',
  messageBlank: 'Message content cannot be empty',
  messageTooLong: `Messages can be at most ${formatWholeNumber(PROJECT_MESSAGE_MAX_LENGTH)} characters`,
  notParticipant: 'Only the charity and the assigned consultant can post messages',
  fileMissing: 'Please choose a file to upload',
  fileTooLarge: `Files can be at most ${PROJECT_FILE_MAX_BYTES / (1024 * 1024)} MB`,
  fileTypeRefused: 'This file type is not allowed. Upload a PDF, Word, Excel, PowerPoint, OpenDocument, PNG, JPEG, plain text or CSV file',
  tooManyFiles: `A project can hold at most ${PROJECT_FILES_MAX_COUNT} files`,
  fileNotFound: 'File not found',
  fileDeleted: 'File deleted',
  fileDeleteForbidden: 'Only the person who uploaded a file, or an admin, can delete it',
} as const;

export interface ProjectTeamCharity {
  name: string;
  contactEmail: string;
}

export interface ProjectTeamConsultant {
  name: string;
  expertise: string[];
  organization: string | null;
}

export const PROJECT_HISTORY_EVENTS = ['created', 'status_changed', 'consultant_assigned', 'file_uploaded', 'file_deleted'] as const;
export type ProjectHistoryEvent = (typeof PROJECT_HISTORY_EVENTS)[number];

/** One line of the project's progress (D8, D16): who did what, when. */
export interface ProjectHistoryEntry {
  id: number;
  event: ProjectHistoryEvent;
  fromStatus: ProjectStatus | null;
  toStatus: ProjectStatus | null;
  /** The file's name for file events. */
  detail: string | null;
  actor: { name: string; role: 'charity' | 'consultant' | 'admin' } | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** GET /api/projects/{id}: spec 001 §3 "Project (read)" plus what the workspace shows. */
export interface ProjectDetail extends ProjectSummary {
  estimatedHours: number | null;
  notes: string | null;
  type: ProjectType | null;
  charity: ProjectTeamCharity;
  consultant: ProjectTeamConsultant | null;
  history: ProjectHistoryEntry[];
}

/** GET /api/projects for an admin: a page of every project. */
export interface ProjectPage {
  items: ProjectSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** Spec 001 §3 "Project message". An admin's message shows role 'admin'. */
export interface ProjectMessage {
  id: number;
  projectId: number;
  senderId: number;
  sender: { name: string; role: 'charity' | 'consultant' | 'admin'; organization: string | null };
  content: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  isRead: boolean;
}

/** One document of a project (D16); the content is fetched from the download route. */
export interface ProjectFile {
  id: number;
  projectId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: { id: number; name: string };
  /** ISO 8601 timestamp. */
  createdAt: string;
}
