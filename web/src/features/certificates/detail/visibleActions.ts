/**
 * The buttons a detail page shows: the page's actions that the server lists in
 * `availableActions`, minus those just taken here; Sign also needs `viewerCanSign`; role-gated
 * pages (reprint detail: approver, spec §6) need the role.
 */
import type { CertificateAction, CertificateDetailFragment } from '../../../generated/graphql';
import type { DetailPageConfig } from './detailPages';

interface VisibleActionsContext {
  hasRole: (...ids: number[]) => boolean;
  acted: ReadonlySet<CertificateAction>;
}

export function visibleActions(
  certificate: Pick<CertificateDetailFragment, 'availableActions' | 'viewerCanSign'>,
  config: Pick<DetailPageConfig, 'actions' | 'actionRoles'>,
  { hasRole, acted }: VisibleActionsContext,
): CertificateAction[] {
  if (config.actionRoles && !hasRole(...config.actionRoles)) return [];
  return config.actions.filter(
    (action) => certificate.availableActions.includes(action) && !acted.has(action) && (action !== 'SIGN' || certificate.viewerCanSign),
  );
}
