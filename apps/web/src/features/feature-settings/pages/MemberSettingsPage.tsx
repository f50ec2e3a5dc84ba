import { Stack, Tabs, Text } from '@mantine/core';
import { type FeatureSettingKey, settingDisplaySections } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OnDemandSelect } from '../../../shared/forms/on-demand-fields.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { MembersSettingTab } from '../components/MembersSettingTab.tsx';
import { customisableKeys } from '../components/setting-display.ts';
import { TeamsSettingTab } from '../components/TeamsSettingTab.tsx';

const isCustomisable = (key: string | null): key is FeatureSettingKey =>
  (customisableKeys as readonly (string | null)[]).includes(key);
const firstKey: FeatureSettingKey = customisableKeys[0] ?? 'Maximum_Hours_Per_Week';

/**
 * `/settings/member` (§2 Member Settings): pick a setting, then see every member's effective value and its source,
 * give selected members an individual value or put them back to default; teams likewise.
 */
export function MemberSettingsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('key');
  const settingKey = isCustomisable(requested) ? requested : firstKey;
  const [tab, setTab] = useState<'members' | 'teams'>('members');

  const options = settingDisplaySections.map(({ section, keys }) => ({
    group: t(`featureSettings.sections.${section}`),
    items: keys.map((key) => ({ value: key, label: t(`featureSettings.keys.${key}.label`) })),
  }));

  return (
    <>
      <PageTitle>{t('nav.items.memberSettings')}</PageTitle>
      <Stack gap="md">
        <OnDemandSelect
          label={t('featureSettings.member.setting')}
          data={options}
          value={settingKey}
          onChange={(value) => {
            if (isCustomisable(value)) setSearchParams({ key: value }, { replace: true });
          }}
          allowDeselect={false}
          w={360}
          maw="100%"
        />
        <Text size="sm" c="dimmed">
          {t(`featureSettings.keys.${settingKey}.description`)}
        </Text>
        <Tabs value={tab} onChange={(value) => setTab(value === 'teams' ? 'teams' : 'members')} keepMounted={false}>
          <Tabs.List aria-label={t('featureSettings.member.tabs.label')}>
            <Tabs.Tab value="members">{t('featureSettings.member.tabs.members')}</Tabs.Tab>
            <Tabs.Tab value="teams">{t('featureSettings.member.tabs.teams')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members" pt="md">
            <MembersSettingTab settingKey={settingKey} />
          </Tabs.Panel>
          <Tabs.Panel value="teams" pt="md">
            <TeamsSettingTab settingKey={settingKey} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
