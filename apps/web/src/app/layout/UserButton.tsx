import { Avatar, Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import type { AuthUser } from '../../shared/auth/access-token.ts';
import { displayName } from '../../shared/auth/use-auth-user.ts';
import classes from './layout.module.css';

type UserButtonProps = { user: AuthUser } & ButtonProps & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>;

/** The header button showing who is signed in; named by the user's name (or e-mail), shown beside the avatar on wide screens. */
export function UserButton({ user, ...buttonProps }: UserButtonProps) {
  const name = displayName(user);
  return (
    <Button
      variant="subtle"
      color="gray"
      px="xs"
      leftSection={<Avatar name={name} color="initials" size="sm" aria-hidden="true" />}
      {...buttonProps}
    >
      <span className={classes.userName}>{name}</span>
    </Button>
  );
}
