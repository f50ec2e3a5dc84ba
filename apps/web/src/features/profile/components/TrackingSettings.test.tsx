import { screen, within } from '@testing-library/react';
import { defaultFeatureSettings, settingsEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { TrackingSettings } from './TrackingSettings.tsx';

const userId = '0190c0de-0000-7000-8000-000000000001';
const item = (label: string, value: unknown, source = 'default', teamName: string | null = null) => ({
  id: `${userId}:${label}`,
  userId,
  label,
  value,
  source,
  teamId: teamName ? '0190c0de-0000-7000-8000-0000000000aa' : null,
  teamName,
});

describe('TrackingSettings (My Settings)', () => {
  it('shows the effective values by display section, read-only, with where each comes from', async () => {
    storeSession();
    stubApi({
      [`GET ${settingsEndpoints.allUserSettings.path}`]: () =>
        okResponse({
          userId,
          sections: [
            {
              section: 'general',
              items: [item('Maximum_Hours_Per_Week', 0), item('Allow_to_add_offline_Time', false, 'member')],
            },
            { section: 'tracking', items: [item('Auto_Pause_Tracking', 10, 'organisation')] },
            { section: 'screenshots', items: [item('Number_Of_Screenshots', 4, 'team', 'Blue')] },
          ],
          all: [],
          values: defaultFeatureSettings,
        }),
    });
    renderWithProviders(<TrackingSettings />);
    const general = await screen.findByRole('table', { name: 'General' });
    expect(within(general).getByRole('row', { name: /Maximum hours per week/ })).toHaveTextContent('No limit');
    expect(within(general).getByRole('row', { name: /Allow to add offline time/ })).toHaveTextContent('OffIndividual');
    expect(screen.getByRole('table', { name: 'Tracking' })).toHaveTextContent('10 minOrganization');
    expect(screen.getByRole('table', { name: 'Screenshots' })).toHaveTextContent('4 per hourTeam Blue');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
