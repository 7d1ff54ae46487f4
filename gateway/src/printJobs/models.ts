import type { CertificateModel } from '../certificates/models.js';
import type { RestSchema } from '../rest/contract.js';

/** Parent object of `PrintJob` (codegen mapper): the api's print job as answered. */
export type PrintJobModel = RestSchema<'PrintJob'>;

/** Parent object of `PrintCertificatesPayload`: the message, the certificates and the job. */
export interface PrintPayloadModel {
  message: string;
  certificates: CertificateModel[];
  job: PrintJobModel;
}
