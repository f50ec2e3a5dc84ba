import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityMessages, projectEndpoints, timelineEndpoints, trackingMessages } from '@worktrail/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { apollo, dayEntry, kenji, memberId, selfUser } from '../activity-fixtures.ts';
import { ActivityModal } from './ActivityModal.tsx';

const add = `POST ${timelineEndpoints.addOffline.path}`;
const edit = `POST ${timelineEndpoints.edit.path}`;
type Handlers = Parameters<typeof stubApi>[0];

type RenderOptions = { handlers?: Handlers; mode?: 'add' | 'edit'; activity?: ReturnType<typeof dayEntry> };

function renderModal({ handlers = {}, mode = 'add', activity }: RenderOptions = {}) {
  storeSession();
  const fetch = stubApi({
    [`GET ${timelineEndpoints.activityUsers.path}`]: () => okResponse([selfUser, kenji]),
    [`GET ${projectEndpoints.ofMember.path}`]: () => okResponse([apollo]),
    [`GET ${timelineEndpoints.userTasks.path}`]: () => okResponse([]),
    [add]: () => okResponse(dayEntry(9, 10)),
    [edit]: () => okResponse(dayEntry(9, 10)),
    ...handlers,
  });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ActivityModal
      opened
      onClose={onClose}
      mode={mode}
      member={{ userId: memberId, timeZone: 'Asia/Tokyo' }}
      activity={activity}
      defaultDate="2025-03-03"
    />,
  );
  return { fetch, onClose, ...view };
}

const form = () => screen.findByRole('form');
const typeTime = async (which: 'Start' | 'End', hours: string, minutes: string) => {
  await userEvent.type(screen.getByLabelText(`${which} time, hours`), hours);
  await userEvent.type(screen.getByLabelText(`${which} time, minutes`), minutes);
};
const chooseProject = async (name: string) => {
  await userEvent.click(screen.getByLabelText(/^Project/, { selector: 'input:not([type=hidden])' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

/** 09:00–10:30 on Apollo, noted "Workshop", sent. */
const addWorkshop = async () => {
  await form();
  await typeTime('Start', '09', '00');
  await typeTime('End', '10', '30');
  await chooseProject('Apollo');
  await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Workshop');
  await userEvent.click(screen.getByRole('button', { name: 'Add time' }));
};

afterEach(async () => {
  await changeLanguage('en');
});

describe('ActivityModal', () => {
  it('says the member’s time zone and shows the §5 messages beside the fields, sending nothing', async () => {
    const { fetch } = renderModal();
    expect(await screen.findByText('Times in Asia/Tokyo (UTC+09:00)')).toBeInTheDocument();
    await userEvent.click(within(await form()).getByRole('button', { name: 'Add time' }));
    expect(await screen.findByText(activityMessages.startTimeRequired)).toBeInTheDocument();
    expect(screen.getByText(activityMessages.endTimeRequired)).toBeInTheDocument();
    expect(screen.getByText(activityMessages.projectRequired)).toBeInTheDocument();
    expect(callsTo(fetch, add)).toHaveLength(0);
  });

  it('refuses an end before the start with the §5 message', async () => {
    const { fetch } = renderModal();
    await form();
    await typeTime('Start', '10', '30');
    await typeTime('End', '09', '00');
    await chooseProject('Apollo');
    await userEvent.click(screen.getByRole('button', { name: 'Add time' }));
    expect(await screen.findByText(activityMessages.endAfterStart)).toBeInTheDocument();
    expect(callsTo(fetch, add)).toHaveLength(0);
  });

  it('shows the §5 messages in Arabic', async () => {
    await changeLanguage('ar');
    renderModal();
    await userEvent.click(within(await form()).getByRole('button', { name: 'إضافة الوقت' }));
    expect(await screen.findByText('وقت البدء مطلوب')).toBeInTheDocument();
    expect(screen.getByText('وقت الانتهاء مطلوب')).toBeInTheDocument();
    expect(screen.getByText('المشروع مطلوب')).toBeInTheDocument();
  });

  it('sends the times as instants of the member’s zone, then thanks and closes', async () => {
    const { fetch, onClose } = renderModal();
    await addWorkshop();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = callsTo(fetch, add);
    expect(sent?.query.get('MemberId')).toBe(memberId);
    expect(sent?.body).toEqual({
      startDateTime: '2025-03-03T00:00:00.000Z',
      endDateTime: '2025-03-03T01:30:00.000Z',
      projectId: apollo.id,
      taskId: null,
      note: 'Workshop',
    });
    expect(await screen.findByText('Offline time added.')).toBeInTheDocument();
  });

  it('keeps the form and shows the server’s message in it when the time overlaps', async () => {
    const { onClose } = renderModal({
      handlers: { [add]: () => failureResponse(422, 'UNPROCESSABLE', trackingMessages.overlap) },
    });
    await addWorkshop();
    expect(await screen.findByRole('alert')).toHaveTextContent(trackingMessages.overlap);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Workshop');
    expect(screen.getByLabelText('Start time, hours')).toHaveValue('09');
  });

  it('edits an activity, keeping the seconds of a time that was not changed', async () => {
    const activity = dayEntry(1, 9, {
      startDateTime: '2025-03-03T00:00:37.000Z',
      endDateTime: '2025-03-03T01:00:00.000Z',
    });
    const { fetch, onClose } = renderModal({ mode: 'edit', activity });
    await form();
    expect(screen.getByLabelText('Start time, hours')).toHaveValue('09');
    const end = screen.getByLabelText('End time, minutes');
    await userEvent.clear(end);
    await userEvent.type(end, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = callsTo(fetch, edit);
    expect(sent?.query.get('ActivityId')).toBe(activity.id);
    expect(sent?.body).toMatchObject({
      startDateTime: '2025-03-03T00:00:37.000Z',
      endDateTime: '2025-03-03T01:45:00.000Z',
      projectId: apollo.id,
    });
  });
});
