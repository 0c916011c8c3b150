// Types of memoryBudgets.mjs.
export type MemoryBudgetName =
  'pageCache' | 'upstreamFeeds' | 'upstreamRecords' | 'graphqlAnswers' | 'paymentOrders';

export const MEMORY_BUDGETS: Readonly<
  Record<MemoryBudgetName, Readonly<{ variable: string; megabytes: number }>>
>;

/** The budget in bytes, from its variable (megabytes) or its default. */
export function memoryBudget(
  name: MemoryBudgetName,
  env?: Record<string, string | undefined>,
): number;
