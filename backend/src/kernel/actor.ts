/** Who performs an audited action: the signed-in user's id and the address the request came from. */
export interface Actor {
  id: number;
  ipAddress: string | null;
}
