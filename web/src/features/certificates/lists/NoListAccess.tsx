/**
 * What a certificate list URL shows to a viewer whose roles do not grant that list: a clear result,
 * not an empty table (docs/product.md "Dashboard, register and exports"). spec: access-and-administration §6 (menus
 * and certificate modules follow the modules granted at login).
 */
import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';

/** The no-access result of the list titled `title`. */
export function NoListAccess({ title }: { title: string }) {
  return (
    <section className="page certificate-list-page">
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
      </div>
      <div className="list-card">
        <NonIdealState
          className="certificate-table__empty"
          icon="lock"
          title="You do not have access to this list"
          description="Your roles do not grant this list. Ask an administrator if you need it."
          action={
            <Link className="bp6-button bp6-intent-primary" to="/dashboard">
              Back to dashboard
            </Link>
          }
        />
      </div>
    </section>
  );
}
