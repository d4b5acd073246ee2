import { ApiHideProperty, ApiProperty } from '@nestjs/swagger';
import { Allow, IsNotEmpty, IsUUID } from 'class-validator';
import { SaveCompanySubscriptionDto } from './save-company-subscription.dto';

/** The console's create form: the subscription plus the company it is for. */
export class AdminCreateCompanySubscriptionDto extends SaveCompanySubscriptionDto {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty()
  @IsUUID()
  company_uuid!: string;
}

/**
 * The console's edit form: react-admin sends the whole record back, so the answer's read-only
 * fields are allowed here and ignored.
 */
export class AdminUpdateCompanySubscriptionDto extends SaveCompanySubscriptionDto {
  @ApiHideProperty() @Allow() id?: unknown;
  @ApiHideProperty() @Allow() uuid?: unknown;
  @ApiHideProperty() @Allow() company_uuid?: unknown;
  @ApiHideProperty() @Allow() company_name?: unknown;
  @ApiHideProperty() @Allow() prices?: unknown;
  @ApiHideProperty() @Allow() credits?: unknown;
  @ApiHideProperty() @Allow() credits_granted_to_users?: unknown;
  @ApiHideProperty() @Allow() created_at?: unknown;
  @ApiHideProperty() @Allow() updated_at?: unknown;
}
