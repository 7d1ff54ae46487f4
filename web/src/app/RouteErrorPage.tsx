/** Route error boundary: a failed chunk load or a render error. Logged, with a way back. */
import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('[route]', error), [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="error-page">
      <NonIdealState
        icon="error"
        title={String(status)}
        description="Sorry, the server is reporting an error"
        action={<Button intent="primary" text="Back to home" onClick={() => window.location.assign('/')} />}
      />
    </div>
  );
}
