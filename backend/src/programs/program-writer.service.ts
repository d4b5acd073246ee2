import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type ModuleType } from 'src/content/content-module.entity';
import { ProgramModuleDistribution } from 'src/subscriptions/program-module-distribution';
import { Program } from './program.entity';
import { type CheckedReferences, ProgramInputChecks } from './program-input-checks.service';
import { type ProgramInput } from './program-input';
import { stripMarkup } from './program-markup';
import { ProgramModule } from './program-module.entity';
import { ProgramText } from './program-text.entity';

export interface SavedProgram {
  id: number;
  uuid: string;
  /** Modules and assessments that were not in the program before this save. */
  addedModuleIds: number[];
  /** The distribution job queued for them, when asked for. */
  distributionJobId: string | null;
}

/** Creates and updates programs under the editor's rules; every save is audited. */
@Injectable()
export class ProgramWriterService {
  constructor(
    private readonly em: EntityManager,
    private readonly checks: ProgramInputChecks,
    private readonly audit: AuditService,
    private readonly distribution: ProgramModuleDistribution,
  ) {}

  async create(caller: CallerAccess, input: ProgramInput): Promise<SavedProgram> {
    const refs = await this.checks.check(input, null);
    const program = this.em.create(Program, {
      durationDays: input.duration,
      subscriptionModel: refs.subscriptionModel!,
    });
    this.apply(program, input, refs);
    await this.em.flush();
    const added = program.modules.getItems().map((item) => item.module.id);
    await this.audit.record(caller, {
      event: 'program.create',
      subjectType: 'program',
      subjectId: program.uuid,
      details: { programId: program.id, language: input.language, moduleIds: added },
    });
    return { id: program.id, uuid: program.uuid, addedModuleIds: added, distributionJobId: null };
  }

  async update(caller: CallerAccess, id: number, input: ProgramInput): Promise<SavedProgram> {
    const program = await this.em.findOne(
      Program,
      { id },
      { populate: ['texts', 'modules', 'subscriptionModel', 'contentPermissions'] },
    );
    if (!program) throw ApiException.notFound();
    const refs = await this.checks.check(input, program);
    const before = new Set(program.modules.getItems().map((item) => item.module.id));
    this.apply(program, input, refs);
    // Always a new version, even when only texts or modules changed: it names the distribution job.
    program.updatedAt = new Date();
    await this.em.flush();
    const after = program.modules.getItems().map((item) => item.module.id);
    const added = after.filter((moduleId) => !before.has(moduleId));
    const removed = [...before].filter((moduleId) => !after.includes(moduleId));
    const distribute = input.distributeModules === true && added.length > 0;
    await this.audit.record(caller, {
      event: 'program.update',
      subjectType: 'program',
      subjectId: program.uuid,
      details: {
        programId: program.id,
        language: input.language,
        addedModuleIds: added,
        removedModuleIds: removed,
        distributeModules: distribute,
      },
    });
    const distributionJobId = distribute
      ? await this.distribution.enqueue(program.id, added, program.updatedAt)
      : null;
    return { id: program.id, uuid: program.uuid, addedModuleIds: added, distributionJobId };
  }

  private apply(program: Program, input: ProgramInput, refs: CheckedReferences): void {
    program.durationDays = input.duration;
    if (refs.subscriptionModel) program.subscriptionModel = refs.subscriptionModel;
    if (input.isDefault !== undefined) program.isDefault = input.isDefault;
    if (input.openAllModules !== undefined) program.openAllModules = input.openAllModules;
    if (input.isTreatment !== undefined) program.isTreatment = input.isTreatment;
    if (input.hideInDigitalTreatment !== undefined) {
      program.hideInDigitalTreatment = input.hideInDigitalTreatment;
    }
    if (refs.groups) program.contentPermissions.set(refs.groups);
    this.applyText(program, input);
    this.applyModules(program, input, refs);
  }

  /** Only the row of the form's language is created or changed. */
  private applyText(program: Program, input: ProgramInput): void {
    const text = program.texts.getItems().find((row) => row.language === input.language);
    if (text) {
      text.name = input.name;
      text.plainName = stripMarkup(input.name);
      if (input.description !== undefined) text.description = input.description;
      return;
    }
    program.texts.add(
      this.em.create(ProgramText, {
        program,
        language: input.language,
        name: input.name,
        plainName: stripMarkup(input.name),
        description: input.description ?? null,
      }),
    );
  }

  /** Keeps the rows of modules that stay (their progress elsewhere refers to the module). */
  private applyModules(program: Program, input: ProgramInput, refs: CheckedReferences): void {
    const current = program.modules.getItems();
    const idsOf = (kind: ModuleType) =>
      current.filter((item) => item.kind === kind).map((item) => item.module.id);
    const wanted: [ModuleType, number[]][] = [
      ['module', input.modules ?? idsOf('module')],
      ['assessment', input.assessments ?? idsOf('assessment')],
    ];
    const byModule = new Map(current.map((item) => [item.module.id, item]));
    const keep = new Set<number>();
    for (const [kind, ids] of wanted) {
      for (const [position, moduleId] of ids.entries()) {
        keep.add(moduleId);
        const existing = byModule.get(moduleId);
        if (existing) {
          existing.position = position;
          existing.kind = kind;
          continue;
        }
        const module = refs.modules.get(moduleId)!;
        program.modules.add(this.em.create(ProgramModule, { program, module, kind, position }));
      }
    }
    for (const item of current) if (!keep.has(item.module.id)) program.modules.remove(item);
  }
}
