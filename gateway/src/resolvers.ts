import { GraphQLJSONObject } from 'graphql-scalars';
import { enumResolvers } from './enums.js';
import { apiClientMutations, apiClientQueries } from './integrators/apiClientResolvers.js';
import type { Resolvers } from './generated/resolvers.js';
import { certificateResolvers, certificateUpdatedEventResolvers } from './certificates/certificateResolvers.js';
import { certificateMutations } from './certificates/mutations.js';
import { certificateQueries } from './certificates/queries.js';
import { dashboardQueries } from './dashboard/resolvers.js';
import { importMutations, importQueries } from './imports/resolvers.js';
import { courseResolvers, formOptionsResolvers, lookupQueries } from './lookups/resolvers.js';
import { masterMutations } from './master/mutations.js';
import { masterQueries } from './master/queries.js';
import {
  notificationMutations,
  notificationQueries,
  notificationResolvers,
  notificationSubscriptions,
} from './notifications/resolvers.js';
import { roleResolvers, userAdminFields } from './users/adminFields.js';
import { userAdminMutations } from './users/adminMutations.js';
import { userAdminQueries } from './users/adminQueries.js';
import { passwordRecoveryMutations } from './users/passwordRecovery.js';
import { registerQueries } from './register/registerResolvers.js';
import { settingsMutations, settingsQueries } from './settings/resolvers.js';
import { templateMutations, templateQueries, templateResolvers } from './templates/resolvers.js';
import { userMutations, userQueries, userResolvers, viewerResolvers } from './users/resolvers.js';
import { webhookEndpointResolvers, webhookMutations, webhookQueries } from './webhooks/resolvers.js';
import { verificationQueries } from './verification/resolvers.js';
import { deliveryQueries } from './delivery/resolvers.js';
import { auditCertificateFields, auditQueries } from './audit/resolvers.js';
import { signingMutations, signingQueries } from './signing/resolvers.js';
import {
  printJobQueries,
  printJobResolvers,
  printJobSubscriptions,
  printPayloadResolvers,
} from './printJobs/resolvers.js';

/** Every resolver of the schema, merged from the domain folders (DESIGN.md "Layout"). */
export const resolvers: Resolvers = {
  ...enumResolvers,
  JSON: GraphQLJSONObject,
  Query: {
    ...userQueries,
    ...lookupQueries,
    ...certificateQueries,
    ...notificationQueries,
    ...settingsQueries,
    ...userAdminQueries,
    ...templateQueries,
    ...masterQueries,
    ...importQueries,
    ...dashboardQueries,
    ...registerQueries,
    ...apiClientQueries,
    ...webhookQueries,
    ...verificationQueries,
    ...deliveryQueries,
    ...auditQueries,
    ...signingQueries,
    ...printJobQueries,
  },
  Mutation: {
    ...userMutations,
    ...passwordRecoveryMutations,
    ...certificateMutations,
    ...notificationMutations,
    ...settingsMutations,
    ...userAdminMutations,
    ...templateMutations,
    ...masterMutations,
    ...importMutations,
    ...apiClientMutations,
    ...webhookMutations,
    ...signingMutations,
  },
  Subscription: { ...notificationSubscriptions, ...printJobSubscriptions },
  PrintJob: printJobResolvers,
  PrintCertificatesPayload: printPayloadResolvers,
  Viewer: viewerResolvers,
  User: { ...userResolvers, ...userAdminFields },
  Role: roleResolvers,
  FormOptions: formOptionsResolvers,
  Course: courseResolvers,
  Certificate: { ...certificateResolvers, ...auditCertificateFields },
  CertificateUpdatedEvent: certificateUpdatedEventResolvers,
  Notification: notificationResolvers,
  Template: templateResolvers,
  WebhookEndpoint: webhookEndpointResolvers,
};
