import type { z } from 'zod';
import type { agentNoticeCode } from './contract.ts';

export type AgentNoticeCode = z.infer<typeof agentNoticeCode>;
