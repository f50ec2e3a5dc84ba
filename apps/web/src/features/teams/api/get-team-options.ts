import { teamEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { type PickerPageRequest, pickerPageQueryOptions, usePickerPage } from '../../../shared/search/search-page.ts';
import { teamsKey } from './get-teams.ts';

/**
 * The team project pickers' page: the first active projects whose name holds `search` (all when empty), by name,
 * and whether more match; never every project of the organisation. Members are not listed here either: the team
 * dialogs find them on the server a page at a time (MemberSearchPicker).
 */
export const teamProjectOptionsPageQueryOptions = (search: string) =>
  pickerPageQueryOptions([...teamsKey, 'project-options'], search, (query) =>
    api(teamEndpoints.projectOptions, { query }),
  );

/** The page for what is typed, asked for only once `enabled` (the picker was opened). */
export const useTeamProjectOptionsPage = ({ search, enabled }: PickerPageRequest) =>
  usePickerPage(teamProjectOptionsPageQueryOptions(search), enabled);
