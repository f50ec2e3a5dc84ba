import { Avatar, Text } from '@mantine/core';
import type { ProjectListItem } from '@worktrail/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { onDemandModule } from '../../../shared/ui/lazy-on-demand.tsx';
import classes from './projects.module.css';

const shownAvatars = 3;

/**
 * The tooltip's code (its positioning and interactions, about 9 KB) comes with the first hover or focus on a
 * project's members, not with the list (ARCHITECTURE §7).
 */
const useTooltipKit = onDemandModule(() => import('./member-names-tooltip.ts'));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/**
 * Up to three initials and a "+N" for the rest, overlapping a little and kept inside the cell; every name in the
 * tooltip (hover, touch or keyboard focus) and in the group's accessible name. The group itself opens and closes
 * the tooltip, which only draws next to it: the tooltip's code may come after the pointer or the focus did, and
 * the group stays the same element (keeping the focus) when it comes.
 */
export function MemberAvatars({ members }: { members: ProjectListItem['members'] }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const kit = useTooltipKit();
  const group = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('projects.list.noMembers')}
      </Text>
    );
  const names = members.map((member) => member.name).join(', ');
  const hidden = members.length - shownAvatars;
  const show = (setShown: (shown: boolean) => void) => {
    setShown(true);
    // A failed fetch leaves the names in the group's accessible name only; the next hover or focus tries again.
    kit.demand().catch(() => undefined);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setHovered(false);
    setFocused(false);
  };
  return (
    <>
      <Avatar.Group
        ref={group}
        spacing={6}
        className={classes.avatars}
        aria-label={names}
        role="group"
        tabIndex={0}
        onPointerEnter={() => show(setHovered)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => show(setFocused)}
        onBlur={() => setFocused(false)}
        onKeyDown={closeOnEscape}
      >
        {members.slice(0, hidden > 0 ? shownAvatars - 1 : shownAvatars).map((member) => (
          <Avatar key={member.id} size="sm" radius="xl" color="initials" name={member.name} aria-hidden="true">
            {initials(member.name)}
          </Avatar>
        ))}
        {hidden > 0 && (
          <Avatar size="sm" radius="xl" aria-hidden="true" data-more>
            {t('projects.list.moreMembers', { more: number(hidden + 1) })}
          </Avatar>
        )}
      </Avatar.Group>
      {kit.module && (
        <kit.module.Tooltip target={group} opened={hovered || focused} label={names} withArrow multiline maw={280} />
      )}
    </>
  );
}
