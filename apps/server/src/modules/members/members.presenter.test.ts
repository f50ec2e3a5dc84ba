import { describe, expect, it } from 'vitest';
import { presentMembers } from './members.presenter.ts';
import type { MemberRow } from './members.repository.ts';

const row = (id: string, email: string): MemberRow => ({
  id,
  userId: `${id}-user`,
  givenName: 'Pat',
  familyName: 'Doe',
  username: null,
  email,
  roleKey: 'employee',
  status: 'active',
  phone: '+1 555 0100',
  country: 'US',
  timeZone: 'America/New_York',
  positionId: null,
  positionName: null,
  departmentId: null,
  departmentName: null,
  hourlyRate: '25.50',
  currency: 'USD',
  concurrencyStamp: '0190c0de-0000-7000-8000-000000000000',
  createdAt: new Date('2025-01-01T00:00:00Z'),
});

const present = (viewer: { memberId: string; seesPrivate: boolean }) =>
  presentMembers({
    rows: [row('me', 'me@x.test'), row('other', 'other@x.test')],
    relations: [],
    viewer,
  });

describe('the member presenter', () => {
  it('never gives a viewer without member management another member’s phone, hourly rate or currency', () => {
    const [me, other] = present({ memberId: 'me', seesPrivate: false });
    expect(me).toMatchObject({ phone: '+1 555 0100', hourlyRate: 25.5, currency: 'USD' });
    expect(other).toMatchObject({ phone: null, hourlyRate: null, currency: null });
  });

  it('gives those who manage members everyone’s private fields', () => {
    const [, other] = present({ memberId: 'me', seesPrivate: true });
    expect(other).toMatchObject({ phone: '+1 555 0100', hourlyRate: 25.5, currency: 'USD' });
  });
});
