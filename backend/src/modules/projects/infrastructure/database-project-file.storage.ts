import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { currentTransaction } from '../../../database/ambient-transaction';
import { ProjectFileStorage } from '../domain/project-file-storage';
import { ProjectFileContentEntity } from './project-file.entity';

/** D16: document bytes in project_file_contents (blob on SQLite, longblob on MySQL/MariaDB). */
@Injectable()
export class DatabaseProjectFileStorage extends ProjectFileStorage {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  private get manager(): EntityManager {
    return currentTransaction() ?? this.dataSource.manager;
  }

  async put(fileId: number, content: Buffer): Promise<void> {
    await this.manager.insert(ProjectFileContentEntity, { fileId, content });
  }

  async get(fileId: number): Promise<Buffer | null> {
    const row = await this.manager.findOne(ProjectFileContentEntity, { where: { fileId } });
    return row ? Buffer.from(row.content) : null;
  }

  async remove(fileId: number): Promise<void> {
    await this.manager.delete(ProjectFileContentEntity, { fileId });
  }
}
