/**
 * reviews.json of a member's export. Reviews (D18) do not exist yet: when they do, this is the one
 * function to fill, from the reviews module's exported service (reviews written and received).
 */
export function reviewsOf(_userId: number): Promise<unknown[]> {
  return Promise.resolve([]);
}
