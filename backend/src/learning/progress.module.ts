import { Module } from '@nestjs/common';
import { ProgressService } from './progress.service';

/** The progress rule's reader, shared by the client's learning routes and the specialists' views. */
@Module({ providers: [ProgressService], exports: [ProgressService] })
export class ProgressModule {}
