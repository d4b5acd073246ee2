import { ApiProperty } from '@nestjs/swagger';

export class InsuranceCoverageDto {
  @ApiProperty({ description: 'Whether an insurance pays for treatment now' })
  covered!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Exempelförsäkringar AB' })
  insurer!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-01-01' })
  valid_from!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-12-31' })
  valid_to!: string | null;
}
