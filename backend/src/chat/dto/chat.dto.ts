import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { CONVERSATION_STATUSES, type ConversationStatus } from '../conversation.entity';

/** POST /api/conversations: the other person (the caller's client or specialist). */
export class OpenConversationDto {
  @ApiProperty({ description: 'The uuid of the caller’s client, therapist or health coach' })
  @IsUUID()
  participant_uuid!: string;
}

/** PUT /api/conversations/:id: pause or reactivate (the specialist only). */
export class ConversationStatusDto {
  @ApiProperty({ enum: CONVERSATION_STATUSES })
  @IsIn(CONVERSATION_STATUSES)
  status!: ConversationStatus;
}

/** GET /api/conversations/:id/messages: a page of older messages. */
export class MessagePageQuery {
  @ApiPropertyOptional({ type: Number, description: 'Messages older than this id (a next_cursor)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  before?: number;

  @ApiPropertyOptional({ type: Number, description: 'Messages per page, 1 to 100', default: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit = 30;
}

/** POST /api/messages: text only, 1 to 10,000 characters after trimming (checked by the service). */
export class SendMessageDto {
  @ApiProperty({ type: Number })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  conversation_id!: number;

  @ApiProperty({ description: 'The text, 1 to 10,000 characters after trimming' })
  @IsString()
  message!: string;
}

/** POST /api/message-templates. */
export class CreateMessageTemplateDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MaxLength(200, { message: 'chat.templateTitleTooLong' })
  title!: string;

  @ApiProperty({ description: 'The template text, at most 10,000 characters' })
  @IsString()
  @MaxLength(10_000, { message: 'chat.messageTooLong' })
  body!: string;
}
