import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class StartImpersonationDto {
  @ApiProperty({ format: 'uuid', description: 'The user to act as.' })
  @IsUUID('all', { message: 'validation.uuid' })
  user_uuid!: string;
}
