import 'reflect-metadata';
import { startWorker } from './worker-start';
import { WorkerModule } from './worker.module';

/** BullMQ job handlers and schedulers; no HTTP. */
startWorker((environment) => WorkerModule.forRoot(environment));
