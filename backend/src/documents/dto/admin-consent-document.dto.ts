import { ApiHideProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { UpdateConsentDocumentDto } from './consent-document.dto';

/**
 * react-admin's update sends the whole record back: its read-only fields are accepted here and
 * ignored (the company and version never change through an edit).
 */
export class AdminUpdateConsentDocumentDto extends UpdateConsentDocumentDto {
  @ApiHideProperty() @Allow() id?: unknown;
  @ApiHideProperty() @Allow() uuid?: unknown;
  @ApiHideProperty() @Allow() company_uuid?: unknown;
  @ApiHideProperty() @Allow() version?: unknown;
  @ApiHideProperty() @Allow() created_at?: unknown;
  @ApiHideProperty() @Allow() updated_at?: unknown;
}
