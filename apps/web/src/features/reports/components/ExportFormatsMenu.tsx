import { Button, type ButtonProps, Menu } from '@mantine/core';
import { type ExportFormat, exportFormats } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterMount } from '../../../shared/ui/lazy-on-demand.tsx';

type ExportFormatsMenuProps = {
  button: ButtonProps & { 'aria-label': string; children: string };
  /** Opens at once: fetched by a click on the export button's stand-in. */
  openAtOnce: boolean;
  onPick: (format: ExportFormat) => void;
};

/** The export button with its menu of formats (Mantine's menu and its positioning): fetched on the first click. */
export function ExportFormatsMenu({ button, openAtOnce, onPick }: ExportFormatsMenuProps) {
  const { t } = useTranslation();
  const mounted = useAfterMount();
  const [opened, setOpened] = useState(openAtOnce);
  return (
    <Menu position="bottom-end" withinPortal opened={mounted && opened} onChange={setOpened}>
      <Menu.Target>
        <Button {...button} autoFocus={openAtOnce} />
      </Menu.Target>
      <Menu.Dropdown>
        {exportFormats.map((format) => (
          <Menu.Item key={format} onClick={() => onPick(format)}>
            {t(`reports.export.formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
