import type { Resolvers } from './generated/resolvers.js';
import { certificateResolvers, certificateUpdatedEventResolvers } from './certificates/certificateResolvers.js';
import { certificateMutations } from './certificates/mutations.js';
import { certificateQueries } from './certificates/queries.js';
import { courseResolvers, formOptionsResolvers, lookupQueries } from './lookups/resolvers.js';
import {
  notificationMutations,
  notificationQueries,
  notificationResolvers,
  notificationSubscriptions,
} from './notifications/resolvers.js';
import { userMutations, userQueries, userResolvers, viewerResolvers } from './users/resolvers.js';

/** Every resolver of the schema, merged from the domain folders (DESIGN.md "Layout"). */
export const resolvers: Resolvers = {
  Query: { ...userQueries, ...lookupQueries, ...certificateQueries, ...notificationQueries },
  Mutation: { ...userMutations, ...certificateMutations, ...notificationMutations },
  Subscription: notificationSubscriptions,
  Viewer: viewerResolvers,
  User: userResolvers,
  FormOptions: formOptionsResolvers,
  Course: courseResolvers,
  Certificate: certificateResolvers,
  CertificateUpdatedEvent: certificateUpdatedEventResolvers,
  Notification: notificationResolvers,
};
