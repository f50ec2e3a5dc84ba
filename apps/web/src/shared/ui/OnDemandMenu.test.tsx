import { ActionIcon } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';

/** Each test starts before any menu was pressed: the menu's code is fetched once per page. */
async function freshMenu() {
  vi.resetModules();
  return (await import('./OnDemandMenu.tsx')).OnDemandMenu;
}

describe('OnDemandMenu', () => {
  it('opens on the first press once its code is there, runs an item, and gives the focus back to its button', async () => {
    const OnDemandMenu = await freshMenu();
    const onEdit = vi.fn();
    renderWithProviders(
      <OnDemandMenu
        position="bottom-end"
        button={(props) => <ActionIcon {...props} aria-label="Actions for Apollo" />}
        items={(Menu) => <Menu.Item onClick={onEdit}>Edit</Menu.Item>}
      />,
    );
    const button = screen.getByRole('button', { name: 'Actions for Apollo' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Apollo' })).toHaveFocus());

    // Pressed again, the loaded menu opens as any menu does.
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Apollo' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
  });

  it('lets a second menu on the page, drawn after the code came, open on its first press too', async () => {
    const OnDemandMenu = await freshMenu();
    const menu = (name: string) => (
      <OnDemandMenu
        key={name}
        button={(props) => <ActionIcon {...props} aria-label={name} />}
        items={(Menu) => <Menu.Item>{`Edit ${name}`}</Menu.Item>}
      />
    );
    function Page() {
      const [second, setSecond] = useState(false);
      return (
        <>
          {menu('First')}
          {second && menu('Second')}
          <button type="button" onClick={() => setSecond(true)}>
            Add
          </button>
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    await screen.findByRole('menuitem', { name: 'Edit First' });
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Second' })).toBeInTheDocument();
  });
});
