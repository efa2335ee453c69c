import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { USER_ID } from '@/testing/data';
import { ExportCard } from '../export-card';

const EXPORT = `GET /api/users/${USER_ID}/export`;

describe('ExportCard (Settings → Privacy)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the ZIP and says so', async () => {
    const created = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { requests } = stubFetch({ [EXPORT]: { body: 'zip bytes' } });
    const user = userEvent.setup();
    renderWithProviders(<ExportCard userId={USER_ID} />);
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Export Ready')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === `/api/users/${USER_ID}/export`)).toHaveLength(1);
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message when the export is refused (rate limit)', async () => {
    stubFetch({ [EXPORT]: { status: 429, body: { message: 'You can export your data 5 times an hour. Please try again later.' } } });
    const user = userEvent.setup();
    renderWithProviders(<ExportCard userId={USER_ID} />);
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('You can export your data 5 times an hour. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeEnabled();
  });
});
