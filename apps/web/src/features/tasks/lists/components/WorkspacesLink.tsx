import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way to the workspaces and their boards. */
export function WorkspacesLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/projects/workspaces" size="sm">
      {t('taskLists.workspacesLink')}
    </Anchor>
  );
}
