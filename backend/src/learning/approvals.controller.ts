import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type UserReference, UserReferencePipe } from 'src/users/user-reference.pipe';
import { AnswersService } from './answers.service';
import { TherapistActionDto } from './dto/page-answers.dto';
import { LearningSubscriptionsService } from './learning-subscriptions.service';
import { type ApprovalView } from './learning-views';

/** The therapist's approval of a page that blocks the client until reviewed. */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('api/users')
export class ApprovalsController {
  constructor(
    private readonly subscriptions: LearningSubscriptionsService,
    private readonly answers: AnswersService,
  ) {}

  @Post(':id/therapist-action')
  @HttpCode(200)
  @RequirePermission('user/subscription.update')
  @ApiParam({ name: 'id', description: 'The client’s id or uuid' })
  @ApiOperation({
    summary:
      'Approves a page waiting in the client’s module instance (the assigned therapist, or staff whose scope covers the client); audited. 409 when the page is not waiting.',
  })
  async approve(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
    @Body() form: TherapistActionDto,
  ): Promise<ApprovalView> {
    const client = await this.subscriptions.client(caller, 'update', id);
    return this.answers.approve(caller, client, form.module_instance_id, form.page_id);
  }
}
