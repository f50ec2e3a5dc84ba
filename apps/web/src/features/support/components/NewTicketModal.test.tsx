import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supportEndpoints } from '@worktrail/contract';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { bugType, linux, questionType, ticketDetail, windows } from '../testing/support-fixtures.ts';
import { NewTicketModal } from './NewTicketModal.tsx';

const create = `POST ${supportEndpoints.create.path}`;
type Handlers = Parameters<typeof stubApi>[0];

/** Shows where the app went, as the address bar would. */
function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function renderForm(handlers: Handlers = {}) {
  storeSession();
  const fetch = stubApi({
    [`GET ${supportEndpoints.ticketTypes.path}`]: () => okResponse([bugType, questionType]),
    [`GET ${supportEndpoints.operatingSystems.path}`]: () => okResponse([windows, linux]),
    [create]: () => okResponse(ticketDetail(41)),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <NewTicketModal onClose={onClose} />
      <Address />
    </>,
    { route: '/support/tickets' },
  );
  return { fetch, onClose };
}

const file = (name: string, type: string, size = 2048) => {
  const chosen = new File(['x'], name, { type });
  // The bytes are never read before sending: a large size needs no large buffer.
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** The multipart bodies sent to CreateTicket. */
const sentForms = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).startsWith(supportEndpoints.create.path))
    .map(([, init]) => init?.body as FormData);

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Timer stops');
  await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'It stops after a minute.');
  const type = screen.getByRole('combobox', { name: /^Ticket type/ });
  await waitFor(() => expect(type).toHaveTextContent('Question'));
  await userEvent.selectOptions(type, 'Question');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Operating system/ }), 'Linux');
}

describe('NewTicketModal', () => {
  it('asks for subject, message, ticket type and operating system in the words of §5', async () => {
    const { fetch } = renderForm();

    await userEvent.click(await screen.findByRole('button', { name: 'Send ticket' }));

    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please describe the problem')).toBeInTheDocument();
    expect(screen.getByText('Please select a ticket type')).toBeInTheDocument();
    expect(screen.getByText('Please select an operating system')).toBeInTheDocument();
    expect(sentForms(fetch)).toHaveLength(0);
  });

  it('refuses a sixth file with the server’s text, keeping the files already chosen', async () => {
    const { fetch } = renderForm();
    await screen.findByRole('dialog', { name: 'New ticket' });

    await userEvent.upload(fileInput(), [file('one.png', 'image/png'), file('two.pdf', 'application/pdf')]);
    await screen.findByText('one.png');
    const more = ['3', '4', '5', '6'].map((n) => file(`${n}.png`, 'image/png'));
    await userEvent.upload(fileInput(), more);

    expect(await screen.findByText('At most 5 files can be attached at once.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Files to attach' }).children).toHaveLength(2);
    expect(sentForms(fetch)).toHaveLength(0);
  });

  it('refuses a file over 10 MB with the server’s text', async () => {
    renderForm();
    await screen.findByRole('dialog', { name: 'New ticket' });

    await userEvent.upload(fileInput(), file('huge.png', 'image/png', 11 * 1024 * 1024));

    expect(await screen.findByText('Each file must be at most 10 MB.')).toBeInTheDocument();
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
  });

  it('lists each chosen file with its size and removes it on request', async () => {
    renderForm();
    await screen.findByRole('dialog', { name: 'New ticket' });

    await userEvent.upload(fileInput(), [file('screen.png', 'image/png', 2048), file('app.log', 'text/plain', 300)]);

    expect(await screen.findByText('screen.png')).toBeInTheDocument();
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove screen.png' }));
    expect(screen.queryByText('screen.png')).not.toBeInTheDocument();
    expect(screen.getByText('app.log')).toBeInTheDocument();
  });

  it('sends the four fields and the files as one multipart body, then opens the new ticket', async () => {
    const { fetch } = renderForm();
    await fillIn();
    const screenshot = file('screen.png', 'image/png');
    const log = file('app.log', 'text/plain');
    await userEvent.upload(fileInput(), [screenshot, log]);

    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));

    await waitFor(() => expect(sentForms(fetch)).toHaveLength(1));
    const form = sentForms(fetch)[0] as FormData;
    expect(form.get('Subject')).toBe('Timer stops');
    expect(form.get('Message')).toBe('It stops after a minute.');
    expect(form.get('TicketTypeId')).toBe(questionType.id);
    expect(form.get('OperatingSystemId')).toBe(linux.id);
    expect(form.getAll('attachmentFiles').map((part) => (part as File).name)).toEqual(['screen.png', 'app.log']);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        `/support/tickets/${ticketDetail(41).id}`,
      ),
    );
  });

  it('shows the server’s refusal by its key and keeps what was typed', async () => {
    renderForm({
      [create]: () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Only images (JPEG, PNG, WebP), PDF files and plain text or log files can be attached.',
            messageKey: 'support.messages.fileTypeUnsupported',
            result: null,
          }),
          { status: 415, headers: { 'content-type': 'application/json' } },
        ),
    });
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only images (JPEG, PNG, WebP), PDF files and plain text or log files can be attached.',
    );
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Timer stops');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('It stops after a minute.');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/support\/tickets$/);
  });

  it('falls back to a general text when the server gives none', async () => {
    renderForm({ [create]: () => failureResponse(500, 'INTERNAL', '') });
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The ticket could not be sent. Please try again.');
  });
});
