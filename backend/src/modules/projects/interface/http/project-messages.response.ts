import { ApiProperty } from '@nestjs/swagger';

import type { ProjectMessage } from '../../../../contracts';

type MessageSender = ProjectMessage['sender'];

/**
 * OpenAPI schemas of a project's messages. Each class implements the contracts type it documents, so a field added
 * there fails to compile here until documented.
 */

class MessageSenderSchema implements MessageSender {
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['charity', 'consultant', 'admin'] }) role: 'charity' | 'consultant' | 'admin';
  @ApiProperty({ type: String, nullable: true }) organization: string | null;
}

export class ProjectMessageSchema implements ProjectMessage {
  @ApiProperty() id: number;
  @ApiProperty() projectId: number;
  @ApiProperty() senderId: number;
  @ApiProperty({ type: MessageSenderSchema }) sender: ProjectMessage['sender'];
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() isRead: boolean;
}
