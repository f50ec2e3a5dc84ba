import type { FaqItem, SupportListEntry } from '@worktrail/contract';
import type { Db } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { activeListEntries, publishedFaq } from './support.repository.ts';

/** The ticket types or operating systems offered for a new ticket: the active ones, in support's order. */
export function listChoices({
  db,
  list,
}: {
  db: Db;
  list: 'ticketTypes' | 'operatingSystems';
}): Promise<SupportListEntry[]> {
  return asRequestRole({ db }, (tx) => activeListEntries(tx, list));
}

/** The published FAQ in order; drafts stay in the console. */
export function listFaq({ db }: { db: Db }): Promise<FaqItem[]> {
  return asRequestRole({ db }, (tx) => publishedFaq(tx));
}
