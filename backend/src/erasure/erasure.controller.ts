import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type ErasureDone, ErasureService } from './erasure.service';

export class EraseUserDto {
  @ApiPropertyOptional({
    description: "The account's e-mail typed again: the confirmation (400 without it or wrong).",
    maxLength: 254,
  })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  confirm_email?: string;
}

@ApiTags('users')
@ApiBearerAuth()
@Controller('api/v1/users/:uuid/erasure')
export class ErasureController {
  constructor(private readonly erasure: ErasureService) {}

  @Post()
  @HttpCode(200)
  @RequirePermission('user.delete')
  @ApiOperation({
    summary: 'Erase an account (GDPR article 17); admins only.',
    description:
      'Confirmed by `confirm_email`, the account’s e-mail typed again. Treatment documentation ' +
      '(answers, reports, chat, meetings, notes, care relations, risk flags) and accounting ' +
      'records are kept, pointing at the user row, which is pseudonymised ("Raderad användare ' +
      '#id") with login made impossible; everything else is deleted, stored files included. ' +
      'Sessions and chat sockets end at once. The access log is kept.',
  })
  erase(
    @Access() caller: CallerAccess,
    @Param('uuid', new ParseUUIDPipe()) uuid: string,
    @Body() body: EraseUserDto,
  ): Promise<ErasureDone> {
    return this.erasure.erase(caller, uuid, body.confirm_email);
  }
}
