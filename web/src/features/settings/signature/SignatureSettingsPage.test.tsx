import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MySignatureDocument, type MySignatureQuery, SaveSignatureDocument } from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { viewerMock } from '../../../test/viewerMock';
import { appSettingsMock, jsonResponse, pngFile, uploadAnswer } from '../testing/settingsMocks';
import { SignatureSettingsPage } from './SignatureSettingsPage';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

/** A stand-in for signature_pad (jsdom has no canvas): `draw()` puts ink on the latest pad. */
const fake = vi.hoisted(() => {
  class FakePad {
    empty = true;
    enabled = true;
    private listeners = new Map<string, () => void>();
    constructor() {
      fake.pads.push(this);
    }
    addEventListener(type: string, fn: () => void) {
      this.listeners.set(type, fn);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    on() {
      this.enabled = true;
    }
    off() {
      this.enabled = false;
    }
    isEmpty() {
      return this.empty;
    }
    clear() {
      this.empty = true;
    }
    toDataURL() {
      return 'data:image/png;base64,DRAWN';
    }
    draw() {
      this.empty = false;
      this.listeners.get('endStroke')?.();
    }
  }
  const fake = { pads: [] as FakePad[], FakePad, last: () => fake.pads.at(-1)! };
  return fake;
});
vi.mock('signature_pad', () => ({ default: fake.FakePad }));

const STORED = {
  __typename: 'Signature' as const,
  image: 'data:image/png;base64,STORED',
  source: 'UPLOAD' as const,
  updatedAt: '2026-03-04T05:06:07.000Z',
};

function signatureMock(signature: MySignatureQuery['mySignature']): MockLink.MockedResponse {
  return {
    request: { query: MySignatureDocument },
    result: { data: { mySignature: signature } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function saveMock(
  input: Record<string, string>,
  result: MockLink.MockedResponse['result'] = {
    data: {
      saveSignature: {
        __typename: 'SaveSignaturePayload',
        message: 'Signature saved successfully',
        signature: { ...STORED, image: 'data:image/png;base64,NEW' },
      },
    },
  },
): MockLink.MockedResponse {
  return { request: { query: SaveSignatureDocument, variables: { input } }, result, delay: 30 };
}

/** The viewer query, counting its fetches (the page fetches it again after saving). */
function countedViewerMock() {
  const base = viewerMock({ hasSignature: true });
  const result = vi.fn(() => base.result as never);
  return { mock: { ...base, result }, fetches: result };
}

function renderPage(signature: MySignatureQuery['mySignature'], ...mocks: MockLink.MockedResponse[]) {
  const viewer = countedViewerMock();
  render(
    <MockedProvider mocks={[signatureMock(signature), appSettingsMock(), viewer.mock, ...mocks]}>
      <SignatureSettingsPage />
    </MockedProvider>,
  );
  return { viewerFetches: viewer.fetches };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(showSuccess).mockClear();
  fake.pads.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SignatureSettingsPage', () => {
  it('asks for a signature when none is stored; Upload shows its hint and Submit waits for a file', async () => {
    renderPage(null);
    expect(await screen.findByText('Please upload/draw your signature')).toBeInTheDocument();
    expect(screen.queryByText('Signature exsits, do you want to change?')).not.toBeInTheDocument();
    expect(screen.getByText('Dimensions: Maximum Width=200,Maximum Height=100')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload')).toBeChecked();
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Signature file'), { target: { files: [pngFile()] } });
    expect(submitButton()).toBeEnabled();
  });

  it('shows the stored signature with the spec’s question', async () => {
    renderPage(STORED);
    expect(await screen.findByText('Signature exsits, do you want to change?')).toBeInTheDocument();
    expect(screen.getByAltText('Your current signature')).toHaveAttribute('src', STORED.image);
    expect(screen.getByText('Uploaded on 04-03-2026', { exact: false })).toBeInTheDocument();
  });

  it('uploads the file through /files/uploads, then saves it by its upload id', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(uploadAnswer('77')));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(null, saveMock({ uploadId: '77' }));
    await screen.findByText('Please upload/draw your signature');
    fireEvent.change(screen.getByLabelText('Signature file'), { target: { files: [pngFile()] } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Signature saved successfully'));
    expect(fetchMock).toHaveBeenCalledWith('/files/uploads?purpose=image', expect.objectContaining({ method: 'POST' }));
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect((body.get('file') as File).name).toBe('signature.png');
    expect(showError).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a PNG or JPEG before sending it', async () => {
    renderPage(null);
    await screen.findByText('Please upload/draw your signature');
    fireEvent.change(screen.getByLabelText('Signature file'), {
      target: { files: [pngFile('sign.gif', 100, 'image/gif')] },
    });
    expect(screen.getByText('The signature must be a PNG or JPEG image')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('shows the upload route’s refusal as an error toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ code: 'BAD_USER_INPUT', message: 'The file must be at most 2 MB' }, 413)),
    );
    renderPage(null);
    await screen.findByText('Please upload/draw your signature');
    fireEvent.change(screen.getByLabelText('Signature file'), { target: { files: [pngFile()] } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(showError).toHaveBeenCalledWith('The file must be at most 2 MB'));
    expect(showSuccess).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });

  it('Draw: 500×150 pad with a black pen, Submit only with ink, Clear wipes it; the drawing is sent as PNG', async () => {
    const save = vi.fn(() => ({
      data: {
        saveSignature: {
          __typename: 'SaveSignaturePayload' as const,
          message: 'Signature saved successfully',
          signature: { ...STORED, source: 'DRAW' as const },
        },
      },
    }));
    const { viewerFetches } = renderPage(null, saveMock({ drawing: 'data:image/png;base64,DRAWN' }, save));
    await screen.findByText('Please upload/draw your signature');
    fireEvent.click(screen.getByLabelText('Draw'));
    expect(screen.getByText('Note: Draw within the canvas')).toBeInTheDocument();
    const canvas = screen.getByLabelText('Signature drawing pad');
    expect(canvas).toHaveStyle({ width: '500px', height: '150px' });
    expect(submitButton()).toBeDisabled();

    act(() => fake.last().draw());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(submitButton()).toBeDisabled();

    act(() => fake.last().draw());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    // double submission is blocked while the first is pending
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    fireEvent.submit(submitButton().closest('form')!);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Signature saved successfully'));
    expect(save).toHaveBeenCalledTimes(1);
    // the viewer is fetched again (hasSignature: signing works at once), the new signature is shown
    await waitFor(() => expect(viewerFetches).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Signature exsits, do you want to change?')).toBeInTheDocument();
    // the pad is cleared after saving
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('shows the server’s message when it refuses the signature', async () => {
    renderPage(
      null,
      saveMock(
        { drawing: 'data:image/png;base64,DRAWN' },
        {
          errors: [
            new GraphQLError('Please upload/draw your signature', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { drawing: 'Please upload/draw your signature' } },
            }),
          ],
        },
      ),
    );
    await screen.findByText('Please upload/draw your signature');
    fireEvent.click(screen.getByLabelText('Draw'));
    act(() => fake.last().draw());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Please upload/draw your signature'));
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
