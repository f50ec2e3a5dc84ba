import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FeatureSettingKey,
  profileEndpoints,
  type SettingMode,
  type SettingValue,
  settingsEndpoints,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every feature-settings query starts with this key; every change invalidates it. */
export const featureSettingsKey = ['feature-settings'] as const;

/** The organisation's value of every key and which it set itself. */
export const getOrganisationSettings = () => api(settingsEndpoints.organisation);

/** Sets organisation values; null puts a key back to its built-in default. */
export const updateOrganisationSettings = (settings: Partial<Record<FeatureSettingKey, SettingValue | null>>) =>
  api(settingsEndpoints.updateOrganisation, { body: { settings } });

export const organisationSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...featureSettingsKey, 'organisation'], queryFn: getOrganisationSettings });

export const useOrganisationSettings = () => useQuery(organisationSettingsQueryOptions());

export function useUpdateOrganisationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationSettings,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: featureSettingsKey });
      queryClient.setQueryData(organisationSettingsQueryOptions().queryKey, saved);
    },
  });
}

export type SettingListParams = { key: FeatureSettingKey; page: number; size: number; search: string };

/** One key's effective value for a page of members. */
export const getMembersSetting = ({ key, page, size, search }: SettingListParams) =>
  api(settingsEndpoints.membersSetting, {
    query: { key, pageNo: page, pageCount: size, name: search.trim() || undefined },
  });

/** One key's own value for a page of teams. */
export const getTeamsSetting = ({ key, page, size, search }: SettingListParams) =>
  api(settingsEndpoints.teamsSetting, {
    query: { key, pageNo: page, pageCount: size, name: search.trim() || undefined },
  });

export const membersSettingQueryOptions = (params: SettingListParams) =>
  queryOptions({
    queryKey: [...featureSettingsKey, 'members', params],
    queryFn: () => getMembersSetting(params),
  });

export const teamsSettingQueryOptions = (params: SettingListParams) =>
  queryOptions({ queryKey: [...featureSettingsKey, 'teams', params], queryFn: () => getTeamsSetting(params) });

export const useMembersSetting = (params: SettingListParams) =>
  useQuery({ ...membersSettingQueryOptions(params), placeholderData: keepPreviousData });

export const useTeamsSetting = (params: SettingListParams) =>
  useQuery({ ...teamsSettingQueryOptions(params), placeholderData: keepPreviousData });

export type MembersSettingChange = {
  key: FeatureSettingKey;
  memberIds: string[];
  mode: SettingMode;
  value?: SettingValue;
};

/** One key set individually for several members, or back to default. */
export const updateMembersSetting = (change: MembersSettingChange) =>
  api(settingsEndpoints.updateMembers, { body: change });

/** A team's own value of one key, or null to follow the organisation. */
export const updateTeamSetting = ({
  teamId,
  key,
  value,
}: {
  teamId: string;
  key: FeatureSettingKey;
  value: SettingValue | null;
}) => api(settingsEndpoints.updateTeam, { query: { teamId }, body: { settings: { [key]: value } } });

function useSettingsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: featureSettingsKey }) });
}

export const useUpdateMembersSetting = () => useSettingsMutation(updateMembersSetting);
export const useUpdateTeamSetting = () => useSettingsMutation(updateTeamSetting);

/** IANA zones with their offsets now, for the organisation's time zone. */
export const getTimeZones = () => api(profileEndpoints.timeZones);

export const useTimeZones = () =>
  useQuery({ queryKey: [...featureSettingsKey, 'time-zones'], queryFn: getTimeZones, staleTime: 60 * 60 * 1000 });
