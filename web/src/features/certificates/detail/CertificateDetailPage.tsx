/**
 * The detail page of a certificate, one component configured per list (spec: certificate-workflow
 * §2 "Certificate detail / preview / sign pages"): label/value rows, units, signees, audit trail,
 * Back, Preview (where the list has one) and the server-given actions.
 */
import { Button, Card, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CertificateDetailDocument } from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { showError } from '../../../shared/toaster';
import { graphqlErrorMessage } from '../dialogs/graphqlErrors';
import { CertificateHistory } from './CertificateHistory';
import { DetailActions } from './DetailActions';
import { DetailRows } from './DetailRows';
import { EventTimeline } from './EventTimeline';
import { PageHeader } from './PageHeader';
import { PrintHistory } from './PrintHistory';
import { SigneeBlocks } from './SigneeBlocks';
import { UnitsTable } from './UnitsTable';
import { VerificationLookupsLine } from './VerificationLookupsLine';
import type { DetailPageConfig } from './detailPages';
import { detailRows } from './detailRows';
import { statusIntent } from './statusIntent';
import { useCertificateId } from './useCertificateId';
import './certificateDetail.css';

/** The detail page's tabs: the certificate itself, and its audit trail (docs/security.md "Audit trail"). */
type DetailTab = 'details' | 'history';

export function CertificateDetailPage({ config }: { config: DetailPageConfig }) {
  const navigate = useNavigate();
  const certificateId = useCertificateId(config.listPath);
  const { formatDate } = useDisplayDate();
  const [tab, setTab] = useState<DetailTab>('details');
  const { data, previousData, loading, error } = useQuery(CertificateDetailDocument, {
    variables: { id: certificateId ?? '' },
    skip: !certificateId,
    fetchPolicy: 'cache-and-network',
  });
  const listUrl = `/certificates/${config.listPath}`;
  const back = () => navigate(listUrl);

  useEffect(() => {
    if (error) void showError(graphqlErrorMessage(error, 'The certificate could not be loaded.'));
  }, [error]);

  // While a mutation's answer or a refetch replaces the cached certificate, keep showing the last
  // one (of this id): unmounting the actions would drop their open dialogs, e.g. the print result.
  const shown =
    data?.certificate ?? (previousData?.certificate?.id === certificateId ? previousData?.certificate : null);
  const certificate = shown ?? null;
  if (!certificateId || (!loading && !certificate)) {
    return (
      <div className="certify-page">
        <PageHeader title={config.title} onBack={back} />
        <NonIdealState
          icon="search"
          title="Certificate not found"
          description="Select a certificate from the list to see its details."
          action={<Button text="Back" icon="arrow-left" onClick={back} />}
        />
      </div>
    );
  }
  if (!certificate) return <Spinner className="certify-page-spinner" />;

  const rows = detailRows(certificate, formatDate);
  return (
    <div className="certify-page">
      <PageHeader
        title={config.title}
        onBack={back}
        subtitle={
          <>
            <span className="certify-page-header__student">{certificate.student.name}</span>
            <span className="bp6-text-muted">
              {certificate.certificateTypeName} · {certificate.course.name}
            </span>
            <Tag minimal round intent={statusIntent(certificate.status)}>
              {certificate.statusLabel}
            </Tag>
          </>
        }
        actions={
          <>
            <Button text="Back" icon="arrow-left" onClick={back} />
            {config.preview && (
              <Button
                text="Preview"
                icon="document-open"
                onClick={() =>
                  navigate(`${listUrl}/${certificate.id}/preview`, { state: { certificateId: certificate.id } })
                }
              />
            )}
            <DetailActions certificate={certificate} config={config} onBack={back} />
          </>
        }
      />
      <Tabs
        id="certificate-detail-tabs"
        className="certify-detail-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as DetailTab)}
      >
        <Tab
          id="details"
          title="Details"
          panel={
            <div className="certify-detail-layout">
              <div className="certify-detail-layout__main">
                <Card className="certify-card">
                  <h3 className="bp6-heading certify-section-title">Details</h3>
                  <DetailRows rows={rows} />
                  <VerificationLookupsLine certificateId={certificate.id} issued={certificate.issuedOn != null} />
                </Card>
                <Card className="certify-card">
                  <h3 className="bp6-heading certify-section-title">Units ({certificate.units.length})</h3>
                  <UnitsTable units={certificate.units} formatDate={formatDate} />
                </Card>
              </div>
              <aside className="certify-detail-layout__side">
                <Card className="certify-card">
                  <h3 className="bp6-heading certify-section-title">Signees</h3>
                  <SigneeBlocks signees={certificate.signees} formatDate={formatDate} status={certificate.status} />
                </Card>
                {certificate.prints.length > 0 && (
                  <Card className="certify-card">
                    <h3 className="bp6-heading certify-section-title">Printed PDFs</h3>
                    <PrintHistory prints={certificate.prints} formatDate={formatDate} />
                  </Card>
                )}
                <Card className="certify-card">
                  <h3 className="bp6-heading certify-section-title">Activity</h3>
                  <EventTimeline events={certificate.events} formatDate={formatDate} />
                </Card>
              </aside>
            </div>
          }
        />
        <Tab id="history" title="History" panel={<CertificateHistory certificateId={certificate.id} />} />
      </Tabs>
    </div>
  );
}
