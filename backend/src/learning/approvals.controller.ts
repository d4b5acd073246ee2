import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type UserReference, UserReferencePipe } from 'src/users/user-reference.pipe';
import { TherapistActionDto } from './dto/page-answers.dto';
import { type PageApprovalView } from './learning-views';
import { PageApprovalService } from './page-approval.service';

/** The therapist's approval of a page that blocks the client until reviewed. */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('api/users')
export class ApprovalsController {
  constructor(private readonly approvals: PageApprovalService) {}

  @Post(':id/therapist-action')
  @HttpCode(200)
  @RequirePermission('user/subscription.update')
  @ApiParam({ name: 'id', description: 'The client’s id or uuid' })
  @ApiOperation({
    summary:
      'Approves a page waiting in the client’s module instance (the assigned therapist, or staff whose scope covers the client), which releases the pages after it; audited. Marks the page’s “waiting for approval” notices done and sends the optional message to the client in the caller’s conversation with them. 409 when the page is not waiting, or a message has no conversation to go to.',
  })
  approve(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
    @Body() form: TherapistActionDto,
  ): Promise<PageApprovalView> {
    return this.approvals.approve(caller, id, form);
  }
}
