/**
 * /settings/configuration-settings — the configuration items (key, text, value), each saved on
 * its own with a toast (spec: access-and-administration §2 "Configuration Settings", §4, §9). The
 * app's settings (`Query.settings`: date format, fee confirmation) are fetched again after a
 * change, so every date on screen follows a new display_date_format at once (shared/dates.ts).
 */
import { Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  AppSettingsDocument,
  ConfigurationItemsDocument,
  UpdateConfigurationItemDocument,
} from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { showError, showSuccess } from '../../../shared/toaster';
import { graphqlErrorMessage, graphqlFieldErrors } from '../../certificates/dialogs/graphqlErrors';
import { ConfigurationItemRow } from './ConfigurationItemRow';
import { SettingsPage } from '../SettingsPage';

/** When the server gives no message of its own. */
export const SAVE_FAILED = 'The configuration could not be saved. Please try again.';

/** The Configuration Settings screen. spec: access-and-administration §2 "Configuration Settings". */
export function ConfigurationSettingsPage() {
  const { displayFormat } = useDisplayDate();
  const { data, loading, error } = useQuery(ConfigurationItemsDocument, { fetchPolicy: 'cache-and-network' });
  const [updateItem] = useMutation(UpdateConfigurationItemDocument, {
    // `{ query }` fetches even when no screen watches the settings now, so none reads a stale format later
    refetchQueries: [{ query: AppSettingsDocument }],
    update(cache, result) {
      const saved = result.data?.updateConfigurationItem.configurationItem;
      if (!saved) return;
      cache.updateQuery({ query: ConfigurationItemsDocument }, (current) =>
        current
          ? { configurationItems: current.configurationItems.map((i) => (i.key === saved.key ? saved : i)) }
          : current,
      );
    },
  });
  const [savingKey, setSavingKey] = useState<string | null>(null);

  /** Saves one item: a toast either way; resolves the value's error message, or null when saved. */
  async function save(key: string, value: string): Promise<string | null> {
    setSavingKey(key);
    try {
      const result = await updateItem({ variables: { input: { key, value } } });
      void showSuccess(result.data?.updateConfigurationItem.message ?? 'Configuration updated successfully');
      return null;
    } catch (err) {
      const message = graphqlErrorMessage(err, SAVE_FAILED);
      void showError(message);
      return graphqlFieldErrors(err).value ?? message;
    } finally {
      setSavingKey(null);
    }
  }

  const items = data?.configurationItems ?? [];

  return (
    <SettingsPage
      title="Configuration Settings"
      subtitle={
        <>
          Organisation-wide settings; dates are shown and printed as <strong>{displayFormat}</strong>.
        </>
      }
    >
      <Card className="settings-card settings-card--wide">
        {loading && !data ? (
          <Spinner size={30} />
        ) : error && !data ? (
          <NonIdealState icon="error" title="Could not load the configuration" description={error.message} />
        ) : items.length === 0 ? (
          <NonIdealState icon="cog" title="No configuration items" />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe)
          <section className="configuration-table__scroll" aria-label="Configuration items" tabIndex={0}>
            <HTMLTable className="configuration-table" aria-label="Configuration items">
              <thead>
                <tr>
                  <th>Key</th>
                  <th>Text</th>
                  <th>Value</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <ConfigurationItemRow
                    key={item.key}
                    item={item}
                    onSave={save}
                    disabled={savingKey !== null && savingKey !== item.key}
                  />
                ))}
              </tbody>
            </HTMLTable>
          </section>
        )}
      </Card>
    </SettingsPage>
  );
}
