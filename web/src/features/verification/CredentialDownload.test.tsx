import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { CredentialDownload, credentialFileName } from './CredentialDownload';

const URL_PATH = '/verify/KRSXG5CTMVRXEZLUKN2XAZLSAA/credential';
const ANSWER = { credential: { type: ['VerifiableCredential', 'OpenBadgeCredential'] }, jwt: 'aaa.bbb.ccc' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A Blob's text (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** Stubs fetch and the download (object URL and anchor click); answers what they saw. */
function stubDownload(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:credential';
    }),
    revokeObjectURL: vi.fn(),
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { fetchMock, blobs, names };
}

describe('CredentialDownload (docs/verification.md)', () => {
  it('explains what it is for and downloads <credential number>.json with the credential and its JWT', async () => {
    const { fetchMock, blobs, names } = stubDownload(
      new Response(JSON.stringify(ANSWER), { headers: { 'content-type': 'application/json' } }),
    );
    render(<CredentialDownload url={URL_PATH} credentialNumber="SCIT-2026-01001" />);
    expect(screen.getByText(/wallets and other systems/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download verifiable credential' }));
    await vi.waitFor(() => expect(names).toEqual(['SCIT-2026-01001.json']));
    expect(fetchMock).toHaveBeenCalledWith(URL_PATH, { headers: { accept: 'application/json' } });
    expect(JSON.parse(await textOf(blobs[0]!))).toEqual(ANSWER);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the download fails', async () => {
    stubDownload(new Response('{"code":"GONE"}', { status: 410 }));
    render(<CredentialDownload url={URL_PATH} credentialNumber="X1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download verifiable credential' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be downloaded');
  });

  it('names the file safely', () => {
    expect(credentialFileName('SCIT/2026 01')).toBe('SCIT_2026_01.json');
    expect(credentialFileName('///')).toBe('_.json');
  });
});
