/**
 * The buttons a detail page shows: the page's actions that the server lists in
 * `availableActions`, minus those just taken here; Sign also needs `viewerCanSign`. Who may act
 * (e.g. approvers and administrators on the reprint detail, spec §6) is the server's answer.
 */
import type { CertificateAction, CertificateDetailFragment } from '../../../generated/graphql';
import type { DetailPageConfig } from './detailPages';

export function visibleActions(
  certificate: Pick<CertificateDetailFragment, 'availableActions' | 'viewerCanSign'>,
  config: Pick<DetailPageConfig, 'actions'>,
  acted: ReadonlySet<CertificateAction>,
): CertificateAction[] {
  return config.actions.filter(
    (action) =>
      certificate.availableActions.includes(action) &&
      !acted.has(action) &&
      (action !== 'SIGN' || certificate.viewerCanSign),
  );
}
