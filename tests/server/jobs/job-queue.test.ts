/** The in-process job runner (embedded database) keeps the job queue contract. */
import { InProcessJobQueue } from '@/server/jobs/in-process-queue';
import { jobQueueContract } from '../../support/job-queue-contract';

jobQueueContract('in-process', async () => new InProcessJobQueue());
