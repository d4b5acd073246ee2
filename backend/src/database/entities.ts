import { DataExport } from 'src/data-exports/data-export.entity';
import { ReportTemplate } from 'src/reports/report-template.entity';
import { ReportTemplateText } from 'src/reports/report-template-text.entity';
import { ReportElement } from 'src/reports/report-element.entity';
import { ReportElementText } from 'src/reports/report-element-text.entity';
import { ReferenceTemplate } from 'src/reports/reference-template.entity';
import { ReferenceTemplateText } from 'src/reports/reference-template-text.entity';
import { ReferenceInterval } from 'src/reports/reference-interval.entity';
import { ReferenceIntervalText } from 'src/reports/reference-interval-text.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { Chapter } from 'src/content/chapter.entity';
import { ChapterText } from 'src/content/chapter-text.entity';
import { Section } from 'src/content/section.entity';
import { SectionText } from 'src/content/section-text.entity';
import { Page } from 'src/content/page.entity';
import { PageText } from 'src/content/page-text.entity';
import { Question } from 'src/content/question.entity';
import { QuestionText } from 'src/content/question-text.entity';
import { AnswerOption } from 'src/content/answer-option.entity';
import { AnswerOptionText } from 'src/content/answer-option-text.entity';
import { Test } from 'src/content/test.entity';
import { TestText } from 'src/content/test-text.entity';
import { Attribute } from 'src/content/attribute.entity';
import { AttributeText } from 'src/content/attribute-text.entity';
import { AccessLogEntry } from 'src/access-log/access-log-entry.entity';
import { AccessLogReview } from 'src/access-log/reviews/access-log-review.entity';
import { AccessLogReviewEntry } from 'src/access-log/reviews/access-log-review-entry.entity';
import { PasswordResetToken } from 'src/access/password-reset-token.entity';
import { RevokedAccessToken } from 'src/access/revoked-access-token.entity';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { Invitation } from 'src/invitations/invitation.entity';
import { CompanyEmailLink } from 'src/company-links/company-email-link.entity';
import { PendingEmailChange } from 'src/users/email-change/pending-email-change.entity';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyMembershipPeriod } from 'src/companies/company-membership-period.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { Product } from 'src/products/product.entity';
import { CostCentre } from 'src/companies/cost-centre.entity';
import { CompanyProduct } from 'src/companies/company-product.entity';
import { CompanyProductGroup } from 'src/companies/company-product-group.entity';
import { Gender } from 'src/lookups/gender.entity';
import { Position } from 'src/lookups/position.entity';
import { Speciality } from 'src/lookups/speciality.entity';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { UserPermissionGrant } from 'src/users/user-permission-grant.entity';
import { User } from 'src/users/user.entity';
import { CompanySubscription } from 'src/credits/company-subscription.entity';
import { CompanyCredit } from 'src/credits/company-credit.entity';
import { UserCreditBalance } from 'src/credits/user-credit-balance.entity';
import { UsageRecord } from 'src/credits/usage-record.entity';
import { UsageRecordProduct } from 'src/credits/usage-record-product.entity';
import { ConsentAcceptance } from 'src/documents/consent-acceptance.entity';
import { ConsentDocument } from 'src/documents/consent-document.entity';
import { UserDocument } from 'src/documents/user-document.entity';

import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { DurationOption } from 'src/programs/duration-option.entity';
import { ModuleGroup } from 'src/programs/module-group.entity';
import { Program } from 'src/programs/program.entity';
import { ProgramText } from 'src/programs/program-text.entity';
import { ProgramModule } from 'src/programs/program-module.entity';
import { CompanyProgram } from 'src/programs/company-program.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { SubscriptionProgram } from 'src/subscriptions/subscription-program.entity';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { HealthCoachPeriod } from 'src/care-team/health-coach-period.entity';
import { Notification } from 'src/care-team/notification.entity';
import { Conversation } from 'src/chat/conversation.entity';
import { ChatMessage } from 'src/chat/chat-message.entity';
import { MessageTemplate } from 'src/chat/message-template.entity';
import { ChatOfflineNotice } from 'src/chat/chat-offline-notice.entity';
import { SpecialistClientNote } from 'src/specialists/specialist-client-note.entity';
import { SpecialistClientState } from 'src/specialists/specialist-client-state.entity';
import { ClientHold } from 'src/specialists/client-hold.entity';
import { ModuleInstance } from 'src/learning/module-instance.entity';
import { InstancePage } from 'src/learning/instance-page.entity';
import { QuestionAnswer } from 'src/learning/question-answer.entity';
import { GeneratedReport } from 'src/client-reports/generated-report.entity';
import { GeneratedReportElement } from 'src/client-reports/generated-report-element.entity';
import { GeneratedReportElementText } from 'src/client-reports/generated-report-element-text.entity';
import { GeneratedReportText } from 'src/client-reports/generated-report-text.entity';
import { ReminderSent } from 'src/reminders/reminder-sent.entity';
import { RiskFlagEscalation } from 'src/reminders/risk-flag-escalation.entity';
import { Meeting } from 'src/meetings/meeting.entity';
import { PricingPlan } from 'src/payments/pricing-plan.entity';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { PaymentProviderMessage } from 'src/payments/payment-provider-message.entity';
import { PromotionCode } from 'src/payments/promotion-code.entity';
import { PromotionCodeUse } from 'src/payments/promotion-code-use.entity';
/** Every entity, listed once (no folder scanning: the same list works in dist and under Jest). */
export const ENTITIES = [
  User,
  UserPermissionGrant,
  Gender,
  Position,
  Speciality,
  Company,
  CompanyUnit,
  CompanyMember,
  CompanyMembershipPeriod,
  CompanyUnitMember,
  OutgoingMail,
  PasswordResetToken,
  RevokedAccessToken,
  Invitation,
  AccessLogEntry,
  AccessLogReview,
  AccessLogReviewEntry,
  AuditEvent,
  Product,
  CostCentre,
  CompanyProduct,
  CompanyProductGroup,
  ContentModule,
  ModuleText,
  Chapter,
  ChapterText,
  Section,
  SectionText,
  Page,
  PageText,
  Question,
  QuestionText,
  AnswerOption,
  AnswerOptionText,
  Test,
  TestText,
  Attribute,
  AttributeText,
  CompanySubscription,
  CompanyCredit,
  UserCreditBalance,
  UsageRecord,
  UsageRecordProduct,
  CompanyEmailLink,
  PendingEmailChange,
  UserDocument,
  ConsentDocument,
  ConsentAcceptance,
  ReportTemplate,
  ReportTemplateText,
  ReportElement,
  ReportElementText,
  ReferenceTemplate,
  ReferenceTemplateText,
  ReferenceInterval,
  ReferenceIntervalText,
  SubscriptionModel,
  DurationOption,
  ModuleGroup,
  Program,
  ProgramText,
  ProgramModule,
  CompanyProgram,
  ProgramSubscription,
  SubscriptionModule,
  SubscriptionProgram,
  TherapistAssignment,
  HealthCoachPeriod,
  Notification,
  Conversation,
  ChatMessage,
  MessageTemplate,
  ChatOfflineNotice,
  SpecialistClientNote,
  SpecialistClientState,
  ClientHold,
  ModuleInstance,
  InstancePage,
  QuestionAnswer,
  GeneratedReport,
  GeneratedReportElement,
  GeneratedReportText,
  GeneratedReportElementText,
  ReminderSent,
  RiskFlagEscalation,
  Meeting,
  DataExport,
  PricingPlan,
  PaymentRecord,
  PaymentProviderMessage,
  PromotionCode,
  PromotionCodeUse,
];
