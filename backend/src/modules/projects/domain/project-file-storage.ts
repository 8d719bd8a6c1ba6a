/**
 * Where document bytes live (D16). The database implementation keeps them where every app instance sees
 * them; an S3-compatible bucket can implement the same three calls later. Implementations join the
 * ambient transaction when there is one, so metadata and bytes commit together.
 */
export abstract class ProjectFileStorage {
  abstract put(fileId: number, content: Buffer): Promise<void>;
  abstract get(fileId: number): Promise<Buffer | null>;
  abstract remove(fileId: number): Promise<void>;
  /** The bytes piece by piece, so a large export never holds a whole file (issue 19). */
  abstract chunks(fileId: number): AsyncIterable<Buffer>;
}
