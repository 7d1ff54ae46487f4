/**
 * /settings/user-configurations — the viewer's Password Security and Email Notifications switches,
 * each saved as soon as it is toggled (spec: access-and-administration §2 "User Configuration
 * Settings", §4 "Configuration toggles and settings save on change"). Turning password security off
 * asks for the password when the server answers 'Please Enter Password', then tries again with
 * it. The viewer is fetched again afterwards: signing reads `viewer.passwordSecurity`.
 */
import { useState } from 'react';
import { Card, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  UpdateUserConfigurationDocument,
  UserConfigurationDocument,
  type UserConfigurationQuery,
  ViewerDocument,
} from '../../../generated/graphql';
import { PASSWORD_REQUIRED, PasswordConfirmDialog } from '../../../shared/PasswordConfirmDialog';
import { showError, showSuccess } from '../../../shared/toaster';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { graphqlErrorCode, graphqlErrorMessage, graphqlFieldErrors } from '../../certificates/dialogs/graphqlErrors';
import { SettingsPage } from '../SettingsPage';

type SwitchKey = keyof Omit<UserConfigurationQuery['userConfiguration'], '__typename'>;

/** The two switches, in the spec's order. */
export const SWITCHES: ReadonlyArray<{ key: SwitchKey; label: string; description: string }> = [
  {
    key: 'passwordSecurity',
    label: 'Password Security',
    description: 'Ask for my password again before I sign certificates.',
  },
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Also send my notifications to my e-mail address.',
  },
];

/** When the server gives no message of its own. */
export const SAVE_FAILED = 'The setting could not be saved. Please try again.';

/** The User Configuration Settings screen. spec: access-and-administration §2. */
export function UserConfigurationPage() {
  const { data, loading, error } = useQuery(UserConfigurationDocument, { fetchPolicy: 'cache-and-network' });
  const [updateUserConfiguration] = useMutation(UpdateUserConfigurationDocument, {
    refetchQueries: [{ query: ViewerDocument }],
    update(cache, result) {
      const userConfiguration = result.data?.updateUserConfiguration.userConfiguration;
      if (userConfiguration) cache.writeQuery({ query: UserConfigurationDocument, data: { userConfiguration } });
    },
  });
  const [pending, setPending] = useState<{ key: SwitchKey; value: boolean } | null>(null);
  /** One toggle saved at a time, even when two clicks land before the switches turn disabled. */
  const toggling = useSubmitOnce();
  const [needsPassword, setNeedsPassword] = useState<{ key: SwitchKey; value: boolean } | null>(null);

  /**
   * Saves one switch; resolves null when saved, 'password' when the server wants the password,
   * or the message shown (a wrong password's message is returned for the dialog, not toasted).
   */
  async function save(key: SwitchKey, value: boolean, password?: string): Promise<string | null> {
    setPending({ key, value });
    try {
      const result = await updateUserConfiguration({
        variables: { input: { [key]: value, ...(password ? { password } : {}) } },
      });
      void showSuccess(result.data?.updateUserConfiguration.message ?? 'User configuration updated successfully');
      return null;
    } catch (err) {
      const code = graphqlErrorCode(err);
      const message = graphqlErrorMessage(err, SAVE_FAILED);
      if (code === 'FORBIDDEN' && message === PASSWORD_REQUIRED) {
        if (!password) setNeedsPassword({ key, value });
        return message;
      }
      const passwordError = graphqlFieldErrors(err).password;
      if (password && passwordError) return passwordError;
      void showError(message);
      return password ? message : null;
    } finally {
      setPending(null);
    }
  }

  function toggle(key: SwitchKey, value: boolean) {
    if (pending || toggling.running()) return;
    void toggling.run(async () => {
      await save(key, value);
    });
  }

  const settings = data?.userConfiguration;

  return (
    <SettingsPage title="User Configurations" subtitle="Your own settings; each change is saved at once.">
      <Card className="settings-card">
        {loading && !data ? (
          <Spinner size={30} />
        ) : error && !data ? (
          <NonIdealState icon="error" title="Could not load your settings" description={error.message} />
        ) : settings ? (
          SWITCHES.map(({ key, label, description }) => (
            <div className="user-configuration__row" key={key}>
              <Switch
                role="switch"
                large
                alignIndicator="right"
                className="user-configuration__switch"
                labelElement={<span className="user-configuration__label">{label}</span>}
                checked={pending?.key === key ? pending.value : settings[key]}
                disabled={pending !== null}
                onChange={(e) => toggle(key, e.currentTarget.checked)}
              />
              <p className="settings-muted">{description}</p>
            </div>
          ))
        ) : null}
      </Card>
      <PasswordConfirmDialog
        isOpen={needsPassword !== null}
        description="Turning Password Security off needs your password."
        inputId="user-configuration-password"
        confirmText="Confirm"
        confirmIcon="tick"
        onClose={() => setNeedsPassword(null)}
        onConfirm={async (password) =>
          (needsPassword ? await save(needsPassword.key, needsPassword.value, password) : null) ?? true
        }
      />
    </SettingsPage>
  );
}
