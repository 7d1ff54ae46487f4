/** Apollo mocks shared by the settings screens' component tests. */
import type { MockLink } from '@apollo/client/testing';
import { AppSettingsDocument } from '../../../generated/graphql';

/** `Query.settings` answering `displayDateFormat` (any number of times). */
export function appSettingsMock(displayDateFormat = 'dd-mm-yyyy'): MockLink.MockedResponse {
  return {
    request: { query: AppSettingsDocument },
    result: {
      data: { settings: { __typename: 'AppSettings', displayDateFormat, feeConfirmationRequired: true } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A JSON `Response` for a stubbed `fetch`. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What `POST /files/uploads` answers for an image. */
export const uploadAnswer = (id: string) => ({
  upload: { id, fileName: 'image.png', kind: 'png', contentType: 'image/png', byteSize: 120, sha256: 'ab'.repeat(32) },
});

/** A PNG `File` of `size` bytes. */
export const pngFile = (name = 'signature.png', size = 120, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });
