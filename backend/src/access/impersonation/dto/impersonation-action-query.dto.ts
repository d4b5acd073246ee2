import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** `?action=start` as the specification's client sends it; optional, and only this value. */
export class StartActionQueryDto {
  @ApiPropertyOptional({ enum: ['start'] })
  @IsOptional()
  @IsIn(['start'], { message: 'validation.enum' })
  action?: 'start';
}

/** `?action=stop` as the specification's client sends it; optional, and only this value. */
export class StopActionQueryDto {
  @ApiPropertyOptional({ enum: ['stop'] })
  @IsOptional()
  @IsIn(['stop'], { message: 'validation.enum' })
  action?: 'stop';
}
