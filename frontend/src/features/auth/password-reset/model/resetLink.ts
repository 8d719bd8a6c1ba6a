export interface ResetLink {
  token: string;
  email: string;
}

/** The token and e-mail of a reset link (/reset-password?token=&email=), or null when either is missing. */
export function readResetLink(params: URLSearchParams): ResetLink | null {
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  return token && email ? { token, email } : null;
}
