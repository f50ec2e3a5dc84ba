import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { ConnectedTrackers } from '../components/ConnectedTrackers.tsx';
import { InstallSteps } from '../components/InstallSteps.tsx';
import { RecordedSettings } from '../components/RecordedSettings.tsx';

/** Where the agents connect to: this portal's own address, as the browser reached it. */
const portalOrigin = () => window.location.origin;

/**
 * `/tracker/connect` (issue 17 item 5): how to install the tracker and sign it in here, what it will record under
 * the organisation's settings, and the member's connected trackers with a way to disconnect one.
 */
export function TrackerConnectPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle>{t('tracker.title')}</PageTitle>
      <Card withBorder padding="lg">
        <InstallSteps origin={portalOrigin()} />
      </Card>
      <Card withBorder padding="lg">
        <RecordedSettings />
      </Card>
      <Card withBorder padding="lg">
        <ConnectedTrackers />
      </Card>
    </Stack>
  );
}
