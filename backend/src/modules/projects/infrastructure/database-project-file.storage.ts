import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { currentTransaction } from '../../../database/ambient-transaction';
import { ProjectFileStorage } from '../domain/project-file-storage';
import { ProjectFileContentEntity } from './project-file.entity';

/** Each insert stays far below MySQL's max_allowed_packet although the driver sends the bytes as hex. */
const CHUNK_BYTES = 1024 * 1024;

/** D16: document bytes in project_file_contents (blob on SQLite, longblob on MySQL/MariaDB), 1 MB a row. */
@Injectable()
export class DatabaseProjectFileStorage extends ProjectFileStorage {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  private get manager(): EntityManager {
    return currentTransaction() ?? this.dataSource.manager;
  }

  async put(fileId: number, content: Buffer): Promise<void> {
    for (let chunk = 0; chunk * CHUNK_BYTES < content.length; chunk++) {
      await this.manager.insert(ProjectFileContentEntity, { fileId, chunk, content: content.subarray(chunk * CHUNK_BYTES, (chunk + 1) * CHUNK_BYTES) });
    }
  }

  async get(fileId: number): Promise<Buffer | null> {
    const rows = await this.manager.find(ProjectFileContentEntity, { where: { fileId }, order: { chunk: 'ASC' } });
    return rows.length ? Buffer.concat(rows.map((row) => Buffer.from(row.content))) : null;
  }

  async *chunks(fileId: number): AsyncIterable<Buffer> {
    const parts = await this.manager.find(ProjectFileContentEntity, { where: { fileId }, select: { chunk: true }, order: { chunk: 'ASC' } });
    for (const { chunk } of parts) {
      const row = await this.manager.findOne(ProjectFileContentEntity, { where: { fileId, chunk } });
      if (row) yield Buffer.from(row.content);
    }
  }

  async remove(fileId: number): Promise<void> {
    await this.manager.delete(ProjectFileContentEntity, { fileId });
  }
}
