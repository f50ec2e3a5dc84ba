import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { nameIn } from './local-name.ts';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';

describe('TicketStatusBadge', () => {
  it('says the status group in words, with a shape beside it that assistive technology skips', () => {
    const { container } = renderWithProviders(<TicketStatusBadge group="Canceled" />);
    expect(screen.getByText('Canceled')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('nameIn', () => {
  it("names a list entry in the screen's language", () => {
    const windows = { nameEn: 'Windows', nameAr: 'ويندوز' };
    expect(nameIn('ar', windows)).toBe('ويندوز');
    expect(nameIn('en', windows)).toBe('Windows');
  });
});
