// first: starts the code of a signed-in cold visit's screen while the rest evaluates (docs/architecture.md "Queries that scale")
import './app/startRouteModules';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';

import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApolloClient } from './app/apollo';
import { setUpIcons } from './app/icons';
import { createRouter } from './app/router';

const client = createApolloClient({
  onUnauthenticated: () => {
    void client.clearStore();
    void router.navigate('/user/login', { replace: true });
  },
});
const router = createRouter(client);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// icons draw as SVG from the first render (app/icons.ts); no network request
await setUpIcons();

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
