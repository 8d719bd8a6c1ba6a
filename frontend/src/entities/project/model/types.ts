import type { ProjectStatus, ProjectSummary, UserRole } from '@contracts';

// Response shapes of the project workspace endpoints (spec 001 §3, issue 9). They live here until the
// server's contracts name them; the field names are the spec's.

export interface ProjectParty {
  name: string;
}

/** GET /api/projects/{id}: the spec's read shape plus what the page shows beyond it. */
export interface ProjectDetail extends ProjectSummary {
  estimatedHours?: number | null;
  notes?: string | null;
  charity: (ProjectParty & { contactEmail: string | null }) | null;
  consultant: (ProjectParty & { expertise: string[]; organization: string | null }) | null;
  statusHistory?: ProjectStatusChange[];
}

/** One recorded move (D8: who, from, to, when). */
export interface ProjectStatusChange {
  from: ProjectStatus | null;
  to: ProjectStatus;
  /** ISO 8601 timestamp. */
  changedAt: string;
  changedBy?: { name: string; role?: UserRole } | null;
}

/** POST /api/projects (spec 001 §3 "Project (create payload)"); `type` records the one-off offer. */
export interface ProjectCreateRequest {
  title: string;
  description: string;
  expertiseRequired: string[];
  estimatedHours?: number;
  startDate?: string;
  endDate?: string;
  notes?: string;
  type?: 'oneoff';
}

/** spec 001 §3 "Project message". */
export interface ProjectMessage {
  id: number;
  projectId: number;
  senderId: number;
  sender: { name: string; role: UserRole; organization: string | null };
  content: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  isRead: boolean;
}

/** One document of the Files & Documents tab (D16). */
export interface ProjectFile {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  /** ISO 8601 timestamp. */
  createdAt: string;
  uploadedBy: { id: number; name: string } | null;
}
