/** Who is asking to change a consultant profile: the signed-in user's id and whether they are an admin. */
export interface ProfileEditor {
  userId: number;
  isAdmin: boolean;
}

/**
 * DECISIONS D1: a consultant edits only their own profile; an admin edits any. Callers answer a refusal
 * with 404 (not 403), so whether another consultant's profile id exists never leaks.
 */
export function mayEditConsultantProfile(editor: ProfileEditor, profileOwnerUserId: number): boolean {
  return editor.isAdmin || editor.userId === profileOwnerUserId;
}
