import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityMessages, projectEndpoints, timelineEndpoints, trackingMessages } from '@worktrail/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import {
  activityUsersAnswer,
  apollo,
  dayEntry,
  designReview,
  gemini,
  kenji,
  memberId,
  selfUser,
} from '../activity-fixtures.ts';
import { ActivityModal } from './ActivityModal.tsx';

const add = `POST ${timelineEndpoints.addOffline.path}`;
const edit = `POST ${timelineEndpoints.edit.path}`;
const userTasks = `GET ${timelineEndpoints.userTasks.path}`;
/** Kenji's open tasks: a design review on Apollo, none on Gemini. */
const tasksOf = (projectId: string | null) =>
  projectId === apollo.id ? [{ ...designReview, dueDate: '2025-03-10', priority: 'medium', status: 'To do' }] : [];
type Handlers = Parameters<typeof stubApi>[0];

type RenderOptions = { handlers?: Handlers; mode?: 'add' | 'edit'; activity?: ReturnType<typeof dayEntry> };

function renderModal({ handlers = {}, mode = 'add', activity }: RenderOptions = {}) {
  storeSession();
  const fetch = stubApi({
    [`GET ${timelineEndpoints.activityUsers.path}`]: ({ url }) =>
      okResponse(activityUsersAnswer([selfUser, kenji], url)),
    [`GET ${projectEndpoints.ofMember.path}`]: () => okResponse([apollo, gemini]),
    [userTasks]: ({ url }) => okResponse(tasksOf(url.searchParams.get('projectId'))),
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
const taskPicker = () => screen.getByLabelText('Task', { selector: 'input:not([type=hidden])' });
const chooseTask = async (name: string) => {
  await waitFor(() => expect(taskPicker()).toBeEnabled());
  await userEvent.click(taskPicker());
  await userEvent.click(await screen.findByRole('option', { name }));
};

// jsdom has no scrolling; a picker with a value scrolls its option into view when it opens again.
Element.prototype.scrollIntoView ??= () => undefined;

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

  it('records the time on one of the member’s open tasks of the project', async () => {
    const { fetch, onClose } = renderModal();
    await form();
    expect(taskPicker()).toBeDisabled();
    expect(screen.getByText('Choose a project first.')).toBeInTheDocument();
    await typeTime('Start', '09', '00');
    await typeTime('End', '10', '30');
    await chooseProject('Apollo');
    await chooseTask('Design review');
    await userEvent.click(screen.getByRole('button', { name: 'Add time' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, add)[0]?.body).toMatchObject({ projectId: apollo.id, taskId: designReview.id });
    expect(callsTo(fetch, userTasks)[0]?.query.get('userId')).toBe(memberId);
  });

  it('clears the task when the project changes, and says when the project has no tasks', async () => {
    const { fetch, onClose } = renderModal();
    await form();
    await typeTime('Start', '09', '00');
    await typeTime('End', '10', '30');
    await chooseProject('Apollo');
    await chooseTask('Design review');
    expect(taskPicker()).toHaveValue('Design review');
    await chooseProject('Gemini');
    expect(taskPicker()).toHaveValue('');
    expect(await screen.findByText('This project has no tasks for the member.')).toBeInTheDocument();
    expect(taskPicker()).toBeDisabled();
    await chooseProject('Apollo');
    await waitFor(() => expect(taskPicker()).toBeEnabled());
    expect(taskPicker()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Add time' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, add)[0]?.body).toMatchObject({ projectId: apollo.id, taskId: null });
  });

  it('keeps the task of an edited activity choosable when it is no longer among the open ones', async () => {
    const finished = { id: '0198d000-0000-7000-8000-0000000000f9', name: 'Old spike' };
    const activity = dayEntry(1, 9, { taskId: finished.id, task: finished });
    const { fetch, onClose } = renderModal({ mode: 'edit', activity });
    await form();
    await waitFor(() => expect(taskPicker()).toHaveValue('Old spike'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, edit)[0]?.body).toMatchObject({ projectId: apollo.id, taskId: finished.id });
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
