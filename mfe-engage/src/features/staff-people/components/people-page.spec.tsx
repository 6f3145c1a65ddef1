import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEngage } from '../../../testing/render-engage';
import PeoplePage from './people-page';

const at = { path: '/staff/people' };

/** The parts of a fetch Response the download reads (jsdom has no Response). */
const answer = (status: number, text: string) => ({
  ok: status < 400,
  status,
  text: async () => text,
  blob: async () => new Blob([text]),
});

describe('PeoplePage', () => {
  const fetchMock = jest.fn();
  const clicked: string[] = [];
  beforeEach(() => {
    fetchMock.mockReset();
    clicked.splice(0);
    global.fetch = fetchMock;
    URL.createObjectURL = jest.fn(() => 'blob:supporter-data');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });

  it('downloads the person’s file and summary by POSTing their address, never putting it in a URL', async () => {
    fetchMock.mockImplementation(async () => answer(200, '{"email":"amina@example.org"}'));
    const user = userEvent.setup();
    renderEngage(<PeoplePage />, at);
    expect(screen.getByRole('heading', { level: 1, name: 'Supporters’ data' })).toBeInTheDocument();
    const fileButton = screen.getByRole('button', { name: 'Download their file (JSON)' });
    expect(fileButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Their email address/ }), ' amina@example.org{Enter}');
    await waitFor(() => expect(clicked).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download a readable summary (HTML)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked).toEqual([
      expect.stringMatching(/^supporter-data-\d{4}-\d{2}-\d{2}\.json$/),
      expect.stringMatching(/^supporter-data-\d{4}-\d{2}-\d{2}\.html$/),
    ]);
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/staff/supporter-data/file', 'POST', '{"email":"amina@example.org"}'],
      ['/api/staff/supporter-data/summary', 'POST', '{"email":"amina@example.org"}'],
    ]);
  });

  it('says why nothing was downloaded when the API refuses', async () => {
    fetchMock.mockResolvedValue(answer(400, '{"statusCode":400,"message":["Please enter a valid email address"]}'));
    const user = userEvent.setup();
    renderEngage(<PeoplePage />, at);
    await user.type(screen.getByRole('textbox', { name: /Their email address/ }), 'amina{Enter}');
    expect(await screen.findByText(/Nothing was downloaded: Please enter a valid email address/)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
