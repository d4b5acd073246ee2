import { randomUUID } from 'node:crypto';
import { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type Language } from 'src/common/i18n/language';
import { ContentModule, type ModuleType } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { Program } from 'src/programs/program.entity';
import { SUBSCRIPTION_MODELS } from 'src/programs/program-reference-data';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { SubscriptionProgram } from 'src/subscriptions/subscription-program.entity';
import { type SubscriptionStatus } from 'src/subscriptions/subscription-statuses';
import { createAccount } from './test-accounts';
import { loginAs, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const SELF_STUDY = SUBSCRIPTION_MODELS.selfStudy.uuid;
export const THERAPIST_ASSISTED = SUBSCRIPTION_MODELS.therapistAssisted.uuid;

/** Modules, programs and subscriptions for the program tests, named with a tag unique to the file. */
export class ProgramFixtures {
  /** Unique in this run: search for it to see only this file's programs. */
  readonly tag = `pf${randomUUID().slice(0, 8)}`;
  /** One login per account, shared by requests sent at once (each login costs an argon2 check). */
  private readonly tokens = new Map<string, Promise<string>>();

  constructor(private readonly api: TestApp) {}

  async as(
    email: string,
    method: Method,
    url: string,
    options: { payload?: InjectOptions['payload']; language?: Language } = {},
  ): Promise<LightMyRequestResponse> {
    let token = this.tokens.get(email);
    if (!token) {
      // Parallel first requests wait for one login: several at once would trip the login limit.
      token = loginAs(this.api, email);
      this.tokens.set(email, token);
      token.catch(() => this.tokens.delete(email));
    }
    return this.api.request({
      method,
      url,
      payload: options.payload,
      headers: {
        authorization: `Bearer ${await token}`,
        'accept-language': options.language ?? 'sv',
      },
    });
  }

  /** A content module with a Swedish name (and an English one when given). */
  async module(sv: string, options: { type?: ModuleType; en?: string } = {}): Promise<number> {
    const em = this.api.orm.em.fork();
    const module = em.create(ContentModule, { type: options.type ?? 'module' });
    em.create(ModuleText, { module, language: 'sv', name: sv });
    if (options.en) em.create(ModuleText, { module, language: 'en', name: options.en });
    await em.flush();
    return module.id;
  }

  /** Creates a program through the API as the admin; answers its id. */
  async program(fields: Record<string, unknown> = {}): Promise<number> {
    const response = await this.as('admin@example.com', 'POST', '/api/programs', {
      payload: {
        name: `${this.tag} program ${randomUUID().slice(0, 6)}`,
        duration: 56,
        subscription_model_uuid: THERAPIST_ASSISTED,
        ...fields,
      },
    });
    if (response.statusCode !== 201) throw new Error(`Program not created: ${response.body}`);
    return response.json<{ id: number }>().id;
  }

  /** A client's subscription holding the program, with the modules already in it. */
  async subscription(
    programId: number,
    options: { status?: SubscriptionStatus; moduleIds?: number[] } = {},
  ): Promise<number> {
    const user = await createAccount(this.api);
    const em = this.api.orm.em.fork();
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const subscription = em.create(ProgramSubscription, {
      user: user.id,
      subscriptionModel: model,
      status: options.status ?? 'active',
    });
    em.create(SubscriptionProgram, { subscription, program: em.getReference(Program, programId) });
    for (const [index, moduleId] of (options.moduleIds ?? []).entries()) {
      em.create(SubscriptionModule, {
        subscription,
        module: em.getReference(ContentModule, moduleId),
        position: index + 1,
        isOpen: index === 0,
      });
    }
    await em.flush();
    return subscription.id;
  }

  async subscriptionModules(subscriptionId: number) {
    return this.api.orm.em
      .fork()
      .getConnection()
      .execute<{ module_id: number; position: number; is_open: boolean; module_status: number }[]>(
        'select module_id, position, is_open, module_status from subscription_modules where subscription_id = ? order by position',
        [subscriptionId],
      );
  }
}

/** The error body's field messages, each as a list (the API answers one message as a string). */
export function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  const body = response.json<{ errors?: Record<string, string | string[]> }>();
  return Object.fromEntries(
    Object.entries(body.errors ?? {}).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages : [messages],
    ]),
  );
}
