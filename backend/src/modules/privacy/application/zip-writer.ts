import { once } from 'node:events';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { ZipFile } from 'yazl';

/**
 * A ZIP streamed to `output` as it is written (yazl: CommonJS, no dependencies, streams each entry in
 * order). Entries wait for the output: a slow or stalled reader holds the writer, never the memory, and
 * a reader that goes away fails the writer instead of leaving it waiting.
 */
export class ZipWriter {
  private readonly zip = new ZipFile();
  private readonly finished: Promise<void>;

  constructor(output: Writable) {
    this.finished = pipeline(this.zip.outputStream, output);
    // Seen as a failure of the next write or of close(); never an unhandled rejection.
    this.finished.catch(() => undefined);
  }

  addBuffer(path: string, content: Buffer): void {
    this.zip.addBuffer(content, path);
  }

  /** Adds an entry from pieces, taking the next piece only when the ZIP has passed the last one on. */
  async addPieces(path: string, pieces: AsyncIterable<Buffer>): Promise<void> {
    const entry = new PassThrough();
    this.zip.addReadStream(entry, path);
    for await (const piece of pieces) {
      if (!entry.write(piece)) await Promise.race([once(entry, 'drain'), this.finished.then(() => undefined)]);
      await this.failedYet();
    }
    entry.end();
  }

  async close(): Promise<void> {
    this.zip.end();
    await this.finished;
  }

  private async failedYet(): Promise<void> {
    // A rejected pipeline (client gone) surfaces here: the export stops instead of reading on.
    await Promise.race([this.finished, Promise.resolve()]);
  }
}
